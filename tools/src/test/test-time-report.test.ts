import { e2eTimes, jestFileTimes, timeReport } from './test-time-report';

describe("npm test's time report", () => {
  it("reads each jest file's wall time, relative to the repository", () => {
    const files = jestFileTimes(
      {
        testResults: [
          { name: '/repo/shell/src/a.test.tsx', startTime: 1_000, endTime: 4_500 },
          { name: '/elsewhere/b.test.ts', startTime: 0, endTime: 250 },
          { name: '/repo/c.test.ts' },
        ],
      },
      '/repo',
    );
    expect(files).toEqual([
      { name: 'shell/src/a.test.tsx', seconds: 3.5 },
      { name: '/elsewhere/b.test.ts', seconds: 0.25 },
    ]);
  });

  it('adds up every try of an end-to-end test, and each spec file over its nested suites', () => {
    const times = e2eTimes({
      suites: [
        {
          file: 'shell/a.spec.ts',
          specs: [{ title: 'signs in', file: 'shell/a.spec.ts', tests: [{ results: [{ duration: 4_000 }, { duration: 2_000 }] }] }],
          suites: [{ file: 'shell/a.spec.ts', specs: [{ title: 'on a phone', tests: [{ results: [{ duration: 1_000 }] }] }] }],
        },
        { file: 'home/b.spec.ts', specs: [{ title: 'draws', file: 'home/b.spec.ts', tests: [{ results: [{ duration: 500 }] }] }] },
      ],
    });
    expect(times.tests).toEqual([
      { name: 'shell/a.spec.ts › signs in', seconds: 6 },
      { name: 'shell/a.spec.ts › on a phone', seconds: 1 },
      { name: 'home/b.spec.ts › draws', seconds: 0.5 },
    ]);
    expect(times.files).toEqual([
      { name: 'shell/a.spec.ts', seconds: 7 },
      { name: 'home/b.spec.ts', seconds: 0.5 },
    ]);
  });

  it('lists the steps with their total and the slowest first, a failed step marked', () => {
    const report = timeReport(
      [
        { name: 'lint', seconds: 30.04, passed: true },
        { name: 'end-to-end tests', seconds: 600, passed: false },
      ],
      [
        { name: 'fast.test.ts', seconds: 1 },
        { name: 'slow.test.ts', seconds: 9 },
        { name: 'middle.test.ts', seconds: 5 },
      ],
      { tests: [], files: [] },
      2,
    );
    expect(report).toContain('| lint | 30.0 | passed |');
    expect(report).toContain('| end-to-end tests | 600.0 | FAILED |');
    expect(report).toContain('| total | 630.0 | |');
    expect(report).toContain('### Slowest 2 jest files (of 3');
    expect(report.indexOf('slow.test.ts')).toBeLessThan(report.indexOf('middle.test.ts'));
    expect(report).not.toContain('fast.test.ts');
    expect(report).not.toContain('end-to-end spec files');
  });
});
