import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('fills in the defaults', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://api.example' })).toEqual({
      apiBaseUrl: 'http://api.example',
      registryUrl: '/registry.json',
      allowRemoteOverrides: false,
    });
  });

  it('lists every problem at once', () => {
    expect(() => parseRuntimeConfig({ registryUrl: 3, allowRemoteOverrides: 'yes' })).toThrow(
      'Invalid /config.json: apiBaseUrl (a URL string) is missing; registryUrl must be a string; allowRemoteOverrides must be true or false',
    );
  });

  it('reads /config.json without caching and reports an HTTP failure', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(JSON.stringify({ apiBaseUrl: 'http://a' }), { status: 200 }));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ apiBaseUrl: 'http://a' });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });

    await expect(loadRuntimeConfig(jest.fn().mockResolvedValue(new Response('', { status: 503 })))).rejects.toThrow('/config.json answered HTTP 503');
  });
});
