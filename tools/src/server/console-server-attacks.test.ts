import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';

let root: string;
let releases: string;
let server: FastifyInstance;
let port: number;

const SECRET_DB = 'SQLite format 3 the API database';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'console-attacks-'));
  releases = path.join(root, 'releases');
  process.env.RELEASES_DIR = releases;
  const release = path.join(releases, 'mf-master', 'v1');
  await mkdir(path.join(release, 'static'), { recursive: true });
  await writeFile(path.join(release, 'remoteEntry.js'), 'export const remote = 1;');
  await writeFile(path.join(release, 'static', 'chunk.js'), 'export const chunk = 1;');
  await mkdir(path.join(root, 'api', 'data'), { recursive: true });
  await writeFile(path.join(root, 'api', 'data', 'console.db'), SECRET_DB);
  await mkdir(path.join(root, 'etc'));
  await writeFile(path.join(root, 'etc', 'hostname'), 'the-server');
  // What a build with links would have left in a release folder before publish refused them.
  await symlink(path.join(root, 'api', 'data', 'console.db'), path.join(release, 'evil.js'));
  await symlink(path.join(root, 'etc'), path.join(release, 'etcdir'));
  await writeFile(path.join(release, 'linked.js'), 'export const plain = 1;');
  await symlink(path.join(root, 'api', 'data', 'console.db'), path.join(release, 'linked.js.br'));
  await symlink(path.join(releases, 'mf-master', 'v1'), path.join(releases, 'mf-master', 'v-link'));
  await writeFile(path.join(releases, 'registry.json'), JSON.stringify({ schema: 1, updatedAt: '', apps: {} }));
  await writeFile(path.join(releases, 'release-health.json'), JSON.stringify({ schema: 1, apps: { 'mf-master': { v1: { lastFailure: 'secret failure text' } } } }));
  server = await buildConsoleServer(readConsoleServerConfig({}, releases));
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as { port: number }).port;
});

afterEach(async () => {
  await server.close();
  delete process.env.RELEASES_DIR;
  await rm(root, { recursive: true, force: true });
});

/** Sends `request` as written (no client normalises its path) and returns the raw answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

const get = (target: string, headers = '') => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n${headers}\r\n`);
const statusOf = (answer: string) => Number(answer.split(' ')[1]);

describe('the console server under attack', () => {
  it('serves a plain file of a release', async () => {
    expect(statusOf(await get('/releases/mf-master/v1/static/chunk.js'))).toBe(200);
  });

  it.each([
    '/releases/a/b/../../registry.json',
    '/releases/mf-master/.%2e/registry.json',
    '/releases/mf-master/%2e%2e/registry.json',
    '/releases/mf-master/v1/../../release-health.json',
    '/releases/mf-master/v1/%2E%2E/%2E%2E/release-health.json',
    '/releases/mf-master/v1/..%2f..%2fregistry.json',
    '/releases/mf-master\\..\\registry.json',
    '/releases/mf-master/v1/%5c..%5c..%5cregistry.json',
    '/releases/mf-master/v1/./static/chunk.js',
    '/dashboard/../releases/mf-master/v1/remoteEntry.js',
  ])('answers 404 to the dot segments and backslashes of %s, and leaks nothing', async (target) => {
    const answer = await get(target);
    expect(statusOf(answer)).toBe(404);
    expect(answer).not.toContain('secret failure text');
    expect(answer).not.toContain('"schema"');
  });

  it.each([
    ['a link to the API database', '/releases/mf-master/v1/evil.js'],
    ['a file inside a linked folder', '/releases/mf-master/v1/etcdir/hostname'],
    ['a linked release folder', '/releases/mf-master/v-link/remoteEntry.js'],
    ['a folder', '/releases/mf-master/v1/static'],
    ['a file whose precompressed copy is a link', '/releases/mf-master/v1/linked.js'],
  ])('never serves %s', async (_what, target) => {
    const answer = await get(target);
    expect(statusOf(answer)).toBe(404);
    expect(answer).not.toContain(SECRET_DB);
    expect(answer).not.toContain('the-server');
  });

  it('answers a request without Host in its error shape, with the security headers', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('{"status":{"error":1,"message":"Bad Request: the Host header is missing."}}');
  });

  it('answers a request it cannot parse in its error shape, with the security headers', async () => {
    const answer = await raw('BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(answer.toLowerCase()).toContain('content-security-policy:');
    expect(answer).toMatch(/\{"status":\{"error":1,"message":"Bad Request: the request could not be read\."\}\}$/);
  });

  it('answers an unknown method and a malformed JSON body in its error shape', async () => {
    const propfind = await raw('PROPFIND / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(statusOf(propfind)).toBe(404);
    expect(propfind).toMatch(/\r\n\r\n\{"status":\{"error":1,"message":"Not found"\}\}$/);
    const malformed = await server.inject({ method: 'POST', url: '/api/releases/reports', headers: { 'content-type': 'application/json' }, payload: '{"app": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: { error: 1, message: expect.stringMatching(/JSON/) } });
    expect(malformed.headers['x-frame-options']).toBe('DENY');
  });
});
