import { mockApi, reply } from '../testing/mock-api';
import { registerExportSignal } from '../csv/export-signals';
import { fetchList, listKey } from '../resource/list-request';
import { api, watchApiFailures } from './http-client';

let fake: ReturnType<typeof mockApi>;
afterEach(() => fake.restore());

describe('the HTTP client', () => {
  it('sends a path under the API base URL, and an absolute URL as it is, both with the token', async () => {
    fake = mockApi();
    fake.on('GET', '/master/roles', () => ({ data: [] }));
    fake.on('GET', '/api/releases', () => ({ apps: [] }));
    const seen: string[] = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await api.get('/master/roles');
    await api.get('http://console.test/api/releases');
    for (const [input] of fetchSpy.mock.calls) seen.push(String(input));
    expect(seen).toEqual(['http://api.test/master/roles', 'http://console.test/api/releases']);
    expect(fake.calls.map((call) => call.headers.get('Authentication'))).toEqual(['test-token', 'test-token']);
  });

  it('reports an ended session from an absolute URL too', async () => {
    fake = mockApi();
    fake.on('GET', '/api/releases', () => reply(401, { status: { error: 1, message: 'Token tidak valid.' } }));
    await expect(api.get('http://console.test/api/releases')).rejects.toThrow('Sesi Login Telah Habis');
    expect(fake.sessionEnds).toEqual(['expired']);
  });
});

describe('watchApiFailures', () => {
  it('tells the watcher of 5xx, 404 and network failures with the stack of the code that asked, and of nothing else', async () => {
    const seen: { status: number; method: string; path: string; fromHere: boolean }[] = [];
    const stop = watchApiFailures(({ error, method, path, stack }) => seen.push({ status: error.httpStatus, method, path, fromHere: stack.includes('askingCode') }));
    fake = mockApi();
    const server = fake;
    server.on('GET', '/missing', () => reply(404, { status: { error: 1, message: 'Not found' } }));
    server.on('POST', '/broken', () => reply(500, { status: { error: 1, message: 'boom' } }));
    server.on('GET', '/refused', () => reply(403, { status: { error: 1, message: 'No Access' } }));
    // The calls are made in one go: each takes the stack of the code that asked before its first await.
    function askingCode() {
      return Promise.all([api.get('/missing', { page: 2 }), api.post('/broken', {}), api.get('/refused')].map((call) => call.catch(() => undefined)));
    }
    await askingCode();
    stop();
    await api.get('/missing').catch(() => undefined);
    expect(seen).toEqual([
      { status: 404, method: 'GET', path: '/missing', fromHere: true },
      { status: 500, method: 'POST', path: '/broken', fromHere: true },
    ]);
  });
});

describe("an export's page", () => {
  it("stops when the export is cancelled, through fetchList and the export id, and is not reported as a failure", async () => {
    fake = mockApi();
    const seen: string[] = [];
    const stop = watchApiFailures(({ path }) => seen.push(path));
    // A server that never answers: only the abort ends the call.
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    );
    const cancel = new AbortController();
    const forget = registerExportSignal('export-1', cancel.signal);
    const call = fetchList(listKey('/dashboard/transactionVa/', { page: 2, max: 10_000 }), { exportId: 'export-1' });
    cancel.abort();
    await expect(call).rejects.toThrow('Network Error');
    forget();
    stop();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).get('X-Console-Export')).toBe('export-1');
    fetchSpy.mockRestore();
    expect(seen).toEqual([]);
  });
});
