import { api, configureApi } from '../api/http-client';
import { readToken } from '../session/token-storage';
import { inTurn, MOCK_API_BASE, mockApi, reply } from './mock-api';

describe('mockApi', () => {
  afterEach(() => window.localStorage.clear());

  it('stores a token, configures the client and answers a route, recording the call', async () => {
    const fake = mockApi();
    fake.on('GET', '/things', () => ({ data: [1], status: { error: 0, message: 'ok' } }));
    expect(readToken()).toBe('test-token');
    await expect(api.get('/things', { q: 'a' })).resolves.toEqual({ data: [1], status: { error: 0, message: 'ok' } });
    expect(fake.callsTo('GET', '/things')[0]?.query.get('q')).toBe('a');
    fake.restore();
    expect(readToken()).toBeNull();
  });

  it('stores no token and leaves the client configured by the app when asked so', async () => {
    const ended: string[] = [];
    configureApi({ baseURL: MOCK_API_BASE, onSessionEnded: (reason) => ended.push(`app:${reason}`) });
    const fake = mockApi({ token: null, configureClient: false, session: null });
    fake.on('GET', '/things', () => reply(200, {}));
    expect(readToken()).toBeNull();
    // Without a token the client ends the session through the app's handler, not the fake's.
    await api.get('/things').catch(() => undefined);
    expect(ended).toEqual(['app:missing-token']);
    expect(fake.sessionEnds).toEqual([]);
    fake.restore();
  });

  it('inTurn answers each reply in turn, then repeats the last', async () => {
    const fake = mockApi();
    fake.on('GET', '/flaky', inTurn(reply(500, { status: { error: 1, message: 'down' } }), { ok: true }));
    await expect(api.get('/flaky')).rejects.toThrow();
    await expect(api.get('/flaky')).resolves.toEqual({ ok: true });
    await expect(api.get('/flaky')).resolves.toEqual({ ok: true });
    expect(fake.callsTo('GET', '/flaky')).toHaveLength(3);
    fake.restore();
  });
});
