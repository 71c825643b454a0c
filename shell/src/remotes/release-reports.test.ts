import type { ReleaseFailureReport } from '@console/shared/release-plane';
import { rememberReportTokens, reportRelease, resetReports, shortFailure } from './release-reports';

const registryGiving = (app: string, active: string, reportToken?: string) => ({
  schema: 1 as const,
  apps: { [app]: { kind: 'remote' as const, federationName: 'x', active, releases: [], history: [], ...(reportToken ? { reportToken } : {}) } },
});

let sent: ReleaseFailureReport[];
beforeEach(() => {
  sent = [];
  resetReports((report) => sent.push(report));
  rememberReportTokens(registryGiving('mf-master', 'm1', 'token-m1'));
});

describe('reportRelease', () => {
  it("sends a release's first successful load once, and each failed load", () => {
    reportRelease('mf-master', 'm1', 'loaded');
    reportRelease('mf-master', 'm1', 'loaded');
    reportRelease('mf-master', 'm1', 'load-failed', new Error('a'));
    reportRelease('mf-master', 'm1', 'load-failed', new Error('b'));
    expect(sent.map((report) => report.kind)).toEqual(['loaded', 'load-failed', 'load-failed']);
  });

  it('counts one error once, whoever sees it, and a failed render once per release', () => {
    const failure = new Error('broken');
    reportRelease('mf-master', 'm1', 'load-failed', failure);
    reportRelease('mf-master', 'm1', 'render-failed', failure);
    reportRelease('mf-master', 'm1', 'render-failed', new TypeError('x'));
    reportRelease('mf-master', 'm1', 'render-failed', new TypeError('x again'));
    expect(sent).toEqual([
      { app: 'mf-master', version: 'm1', kind: 'load-failed', token: 'token-m1', message: 'Error: broken' },
      { app: 'mf-master', version: 'm1', kind: 'render-failed', token: 'token-m1', message: 'TypeError: x' },
    ]);
  });

  it('sends nothing for a developer override or an unknown release, and at most 20 a page', () => {
    reportRelease('mf-master', 'override', 'loaded');
    reportRelease('mf-master', undefined, 'render-failed', new Error('x'));
    for (let index = 0; index < 30; index += 1) reportRelease('mf-master', 'm1', 'load-failed', new Error(String(index)));
    expect(sent).toHaveLength(20);
  });
});

describe('report tokens', () => {
  it('sends nothing about a release the page was given no token for: it would not count', () => {
    reportRelease('mf-notifications', 'n1', 'loaded');
    reportRelease('mf-master', 'm2', 'render-failed', new Error('x'));
    rememberReportTokens(registryGiving('mf-notifications', 'n1'));
    reportRelease('mf-notifications', 'n1', 'loaded');
    expect(sent).toEqual([]);
  });

  it("keeps the token of the release the page runs when a newer registry names another release, and takes a fresh one of the same release", () => {
    rememberReportTokens(registryGiving('mf-master', 'm2', 'token-m2'));
    reportRelease('mf-master', 'm1', 'loaded');
    rememberReportTokens(registryGiving('mf-master', 'm1', 'token-m1-renewed'));
    reportRelease('mf-master', 'm1', 'render-failed', new Error('x'));
    expect(sent.map((report) => report.token)).toEqual(['token-m1', 'token-m1-renewed']);
  });
});

describe('shortFailure', () => {
  it("keeps the error's name and first line, at most 200 characters, and names a failed load by its cause", () => {
    expect(shortFailure(new TypeError('Cannot read properties of undefined\n    at render (x.js:1)'))).toBe('TypeError: Cannot read properties of undefined');
    expect(shortFailure(new Error('x'.repeat(500)))).toHaveLength(200);
    expect(shortFailure(new Error('mf-master is unavailable', { cause: new Error('[ Federation Runtime ]: Failed to get manifest') }))).toBe(
      'Error: [ Federation Runtime ]: Failed to get manifest',
    );
  });
});
