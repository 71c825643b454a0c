import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';

let releases: string;
let server: FastifyInstance;

const registry = {
  schema: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
  apps: {
    shell: { kind: 'host', federationName: 'shell', active: 'v2', releases: [], history: [] },
  },
};

beforeEach(async () => {
  releases = await mkdtemp(path.join(tmpdir(), 'console-server-'));
  process.env.RELEASES_DIR = releases;
  for (const version of ['v1', 'v2']) {
    await mkdir(path.join(releases, 'shell', version), { recursive: true });
    await writeFile(path.join(releases, 'shell', version, 'index.html'), `<html>shell ${version}</html>`);
  }
  await writeFile(path.join(releases, 'shell', 'v2', 'main.js'), 'console.log("main");'.repeat(200));
  await writeFile(path.join(releases, 'registry.json'), JSON.stringify(registry));
  server = await buildConsoleServer(readConsoleServerConfig({ CONSOLE_PORT: '8080', API_PORT: '3000' }, releases));
});

afterEach(async () => {
  await server.close();
  delete process.env.RELEASES_DIR;
  await rm(releases, { recursive: true, force: true });
});

describe('console server', () => {
  it('answers deep links with the active shell page, never cached', async () => {
    const reply = await server.inject({ url: '/dashboard/company-group-management?page=2' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('<html>shell v2</html>');
    expect(reply.headers['cache-control']).toBe('no-store, max-age=0');
    expect(reply.headers['content-type']).toContain('text/html');
  });

  it('serves the page of whichever shell release is active now', async () => {
    await writeFile(path.join(releases, 'registry.json'), JSON.stringify({ ...registry, apps: { shell: { ...registry.apps.shell, active: 'v1' } } }));
    expect((await server.inject({ url: '/login' })).body).toBe('<html>shell v1</html>');
  });

  it('sends release files as immutable and compressed', async () => {
    const reply = await server.inject({ url: '/releases/shell/v2/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('sends the registry and the runtime config as no-store, and not the registry under /releases', async () => {
    const registryReply = await server.inject({ url: '/registry.json' });
    expect(registryReply.headers['cache-control']).toBe('no-store, max-age=0');
    expect(registryReply.json()).toMatchObject({ schema: 1 });
    expect((await server.inject({ url: '/releases/registry.json' })).statusCode).toBe(404);

    const config = await server.inject({ url: '/config.json' });
    expect(config.headers['cache-control']).toBe('no-store, max-age=0');
    expect(config.json()).toEqual({ apiBaseUrl: 'http://localhost:3000', registryUrl: '/registry.json', allowRemoteOverrides: false });
  });

  it('sends security headers whose policy allows the releases and the API only', async () => {
    const reply = await server.inject({ url: '/' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' http://localhost:3000;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
  });

  it('allows no inline or eval script on any response, with or without remote overrides', async () => {
    const open = await buildConsoleServer(readConsoleServerConfig({ CONSOLE_ALLOW_REMOTE_OVERRIDES: 'true' }, releases));
    for (const [instance, url] of [[server, '/dashboard/home'], [server, '/registry.json'], [server, '/releases/shell/v2/main.js'], [open, '/login']] as const) {
      const csp = String((await instance.inject({ url })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/script-src 'self'/);
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:|blob:/);
      expect(csp).not.toMatch(/default-src[^;]*'unsafe-/);
    }
    await open.close();
  });

  it('never serves a release still being assembled in the staging folder', async () => {
    await mkdir(path.join(releases, '.staging', 'shell-v3-x'), { recursive: true });
    await writeFile(path.join(releases, '.staging', 'shell-v3-x', 'main.js'), 'half');
    expect((await server.inject({ url: '/releases/.staging/shell-v3-x/main.js' })).statusCode).toBe(404);
  });

  it('answers 404 for missing files instead of the page', async () => {
    expect((await server.inject({ url: '/releases/shell/v2/missing.js' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('explains when no shell has been released', async () => {
    await rm(path.join(releases, 'registry.json'));
    const reply = await server.inject({ url: '/dashboard/home' });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toContain('npm run release -- publish shell');
  });
});

describe('console server configuration', () => {
  it('lists every problem at once', () => {
    expect(() => readConsoleServerConfig({ CONSOLE_PORT: 'abc', API_PORT: '0', CONSOLE_ALLOW_REMOTE_OVERRIDES: 'maybe' }, '/r')).toThrow(
      /CONSOLE_PORT must be a port number[\s\S]*API_PORT must be a port number[\s\S]*CONSOLE_ALLOW_REMOTE_OVERRIDES must be true or false/,
    );
  });

  it('asks the API who a user is where API_INTERNAL_URL says, else at the browser\'s API base URL', () => {
    expect(readConsoleServerConfig({ API_PUBLIC_URL: 'https://api.example' }, '/r').apiInternalUrl).toBe('https://api.example');
    expect(readConsoleServerConfig({ API_PUBLIC_URL: 'https://api.example', API_INTERNAL_URL: 'http://10.0.0.5:3000/' }, '/r').apiInternalUrl).toBe('http://10.0.0.5:3000');
    expect(() => readConsoleServerConfig({ API_INTERNAL_URL: 'ftp://x' }, '/r')).toThrow('API_INTERNAL_URL must be an absolute http(s) URL (got "ftp://x")');
  });

  it('lets local dev servers in only when overrides are allowed', async () => {
    const open = await buildConsoleServer(readConsoleServerConfig({ CONSOLE_ALLOW_REMOTE_OVERRIDES: 'true' }, releases));
    const csp = String((await open.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*");
    expect((await open.inject({ url: '/config.json' })).json()).toMatchObject({ allowRemoteOverrides: true });
    await open.close();
  });
});
