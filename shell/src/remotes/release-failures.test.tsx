import type { ReleaseFailureReport } from '@console/shared/release-plane';
import { ApiError } from '@console/shared';
import { mockApi, reply } from '@console/shared/testing';
import { api } from '@console/shared';
import { rememberReportTokens, resetReports } from './release-reports';
import { apiFailureText, releaseInStack, watchReleaseFailures } from './release-failures';

const running = new Map([
  ['mf-notifications', 'n2'],
  ['mf-master', 'm1'],
]);
const STACK_OF_NOTIFICATIONS = `TypeError: Cannot read properties of undefined (reading 'rows')
    at onRefresh (http://localhost:8080/releases/mf-notifications/n2/static/js/async/screens.js:1:2345)
    at dispatch (http://localhost:8080/releases/shell/s1/static/js/lib-react.js:1:99)`;

let sent: ReleaseFailureReport[];
let stop: () => void;
beforeEach(() => {
  sent = [];
  resetReports((report) => sent.push(report));
  rememberReportTokens({
    schema: 1,
    apps: {
      'mf-notifications': { kind: 'remote', federationName: 'mf_notifications', active: 'n2', releases: [], history: [], reportToken: 'tn' },
      'mf-master': { kind: 'remote', federationName: 'mf_master', active: 'm1', releases: [], history: [], reportToken: 'tm' },
    },
  });
  stop = watchReleaseFailures(() => running);
});
afterEach(() => stop());

describe('what fails in a page, counted against its release', () => {
  it("names the remote release in a stack, passing over the shell's own files and releases the page does not run", () => {
    expect(releaseInStack(STACK_OF_NOTIFICATIONS, running)).toEqual({ app: 'mf-notifications', version: 'n2' });
    expect(releaseInStack('at x (http://h/releases/shell/s1/main.js:1:1)\n at y (http://h/releases/mf-master/m1/a.js:1:1)', running)).toEqual({ app: 'mf-master', version: 'm1' });
    expect(releaseInStack('at x (http://h/releases/mf-master/m0/a.js:1:1)', running)).toBeNull();
    expect(releaseInStack('at x (http://h/releases/shell/s1/main.js:1:1)', running)).toBeNull();
    expect(releaseInStack(undefined, running)).toBeNull();
  });

  it('counts an uncaught error or rejection from a remote file, also after the screen rendered, and nothing of the shell', () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'rows')");
    thrown.stack = STACK_OF_NOTIFICATIONS;
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message, filename: 'http://localhost:8080/releases/mf-notifications/n2/static/js/async/screens.js' }));
    const shellError = new Error('shell trouble');
    shellError.stack = 'Error: shell trouble\n    at x (http://localhost:8080/releases/shell/s1/main.js:1:1)';
    window.dispatchEvent(new ErrorEvent('error', { error: shellError, message: shellError.message }));
    const rejected = new Error('no rows');
    rejected.stack = 'Error: no rows\n    at load (http://localhost:8080/releases/mf-master/m1/static/js/x.js:1:1)';
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: rejected, promise: Promise.resolve() });
    window.dispatchEvent(rejection);
    expect(sent).toEqual([
      { app: 'mf-notifications', version: 'n2', kind: 'uncaught-error', token: 'tn', message: "TypeError: Cannot read properties of undefined (reading 'rows')" },
      { app: 'mf-master', version: 'm1', kind: 'uncaught-error', token: 'tm', message: 'Error: no rows' },
    ]);
  });

  it("names an API failure by its status and path, without ids or the server's words", () => {
    expect(apiFailureText({ error: new ApiError('Data tidak ditemukan untuk 8883063688', 404, null), method: 'GET', path: '/dashboard/notification/12345/history' })).toBe(
      'API 404 GET /dashboard/notification/{n}/history',
    );
    expect(apiFailureText({ error: new ApiError('Network Error', 0, null), method: 'POST', path: 'http://localhost:3000/dashboard/x' })).toBe('API no answer POST /dashboard/x');
  });

  it("counts a failed API call made by a remote's code against its release, and a refusal (403) not at all", async () => {
    const fake = mockApi();
    fake.on('GET', '/dashboard/notification/7/history-typo', () => reply(404, { status: { error: 1, message: 'Not found' } }));
    fake.on('GET', '/dashboard/transactionVa', () => reply(403, { status: { error: 1, message: 'No Access' } }));
    // The remote's own code on the stack: as in the browser, its file is a frame of the call.
    const fromRemote = new Function('api', '//# sourceURL=http://localhost:8080/releases/mf-notifications/n2/static/js/history.js\nreturn api.get("/dashboard/notification/7/history-typo");') as (client: typeof api) => Promise<unknown>;
    await fromRemote(api).catch(() => undefined);
    await api.get('/dashboard/transactionVa').catch(() => undefined);
    fake.restore();
    expect(sent).toEqual([{ app: 'mf-notifications', version: 'n2', kind: 'api-failed', token: 'tn', message: 'API 404 GET /dashboard/notification/{n}/history-typo' }]);
  });
});

describe('a remote area', () => {
  it("counts a read the shared machinery made for it, named by the call's own path", async () => {
    const { render, waitFor } = await import('@testing-library/react');
    const { default: useSWR } = await import('swr');
    const { ReleaseArea } = await import('./release-area');
    const fake = mockApi();
    fake.on('GET', '/dashboard/notificationz', () => reply(404, { status: { error: 1, message: 'Not found' } }));
    function SharedList() {
      useSWR('list-key', () => api.get('/dashboard/notificationz', { page: 1 }), { shouldRetryOnError: false });
      return null;
    }
    render(
      <ReleaseArea app="mf-notifications" version="n2">
        <SharedList />
      </ReleaseArea>,
    );
    await waitFor(() => expect(sent).toEqual([{ app: 'mf-notifications', version: 'n2', kind: 'api-failed', token: 'tn', message: 'API 404 GET /dashboard/notificationz' }]));
    fake.restore();
  });
});
