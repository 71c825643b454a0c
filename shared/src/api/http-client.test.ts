import { mockApi, reply } from '../testing/mock-api';
import { api } from './http-client';

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
