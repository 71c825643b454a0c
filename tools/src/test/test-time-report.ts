/**
 * Where `npm test`'s time goes: each step's seconds, the slowest jest files and the slowest
 * end-to-end spec files and tests, read from the result files jest (`--json`) and Playwright (its
 * `json` reporter) write. Printed at the end of `npm test` (also when a step fails) and written
 * to `test-results/npm-test-times.md`, so a run on CI says what to cut next (issue 37).
 */

export interface StepTime {
  name: string;
  seconds: number;
  passed: boolean;
}

/** The part of jest's `--json` output read here. */
export interface JestResults {
  testResults?: { name?: string; startTime?: number; endTime?: number }[];
}

/** The part of Playwright's `json` reporter output read here: suites nest, specs hold tests, tests hold results (one per try). */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title?: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
}
export interface PlaywrightResults {
  suites?: PlaywrightSuite[];
}

export interface Timed {
  name: string;
  seconds: number;
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
const slowestFirst = (items: Timed[], count: number) => [...items].sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name)).slice(0, count);

/** Each jest file's wall time, its path relative to `root`. */
export function jestFileTimes(results: JestResults, root: string): Timed[] {
  return (results.testResults ?? []).flatMap((file) => {
    const { startTime: start, endTime: end } = file;
    if (typeof file.name !== 'string' || typeof start !== 'number' || typeof end !== 'number') return [];
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    return [{ name, seconds: (end - start) / 1000 }];
  });
}

/** Every test's time (all its tries) and each spec file's total. */
export function e2eTimes(results: PlaywrightResults): { tests: Timed[]; files: Timed[] } {
  const tests: Timed[] = [];
  const files = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ name: `${file} › ${spec.title ?? ''}`, seconds: ms / 1000 });
        files.set(file, (files.get(file) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of results.suites ?? []) walk(suite);
  return { tests, files: [...files].map(([name, seconds]) => ({ name, seconds })) };
}

function table(title: string, rows: Timed[]): string[] {
  if (rows.length === 0) return [];
  return ['', `### ${title}`, '', '| s | what |', '|---:|---|', ...rows.map((row) => `| ${round(row.seconds).toFixed(1)} | ${row.name.replaceAll('|', '\\|')} |`)];
}

/** The report as Markdown: the steps with their total, then the slowest 20 of each kind. */
export function timeReport(steps: StepTime[], jest: Timed[], e2e: { tests: Timed[]; files: Timed[] }, count = 20): string {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const lines = [
    '## npm test: where the time went',
    '',
    '| step | s | |',
    '|---|---:|---|',
    ...steps.map((step) => `| ${step.name} | ${round(step.seconds).toFixed(1)} | ${step.passed ? 'passed' : 'FAILED'} |`),
    `| total | ${round(total).toFixed(1)} | |`,
    ...table(`Slowest ${count} jest files (of ${jest.length}; they run in parallel, so these overlap)`, slowestFirst(jest, count)),
    ...table(`Slowest ${count} end-to-end spec files (of ${e2e.files.length})`, slowestFirst(e2e.files, count)),
    ...table(`Slowest ${count} end-to-end tests (of ${e2e.tests.length}, retries included)`, slowestFirst(e2e.tests, count)),
  ];
  return `${lines.join('\n')}\n`;
}
