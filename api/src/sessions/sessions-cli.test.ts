import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { body, createTestApp, type TestApp } from '../testing/test-app';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

test('`sessions expire --username staff` makes a live token idle-expired (errorCode 411), not revoked', async () => {
  const token = await t.signIn('staff');
  const other = await t.signIn('admin');
  const status = (auth: string) => t.app.inject({ url: '/security/authentication/status', headers: { authentication: auth } });
  expect((await status(token)).statusCode).toBe(200);

  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/sessions/cli.ts', 'expire', '--username', 'staff'], {
    cwd: API_DIR,
    env: { ...process.env, API_DB: t.file },
  });
  expect(stdout).toContain('Expired 1 session(s) of staff');
  expect(body(await status(token))).toEqual({ status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } });
  expect((await status(other)).statusCode).toBe(200);
}, 30_000);

test('an unknown username or bad arguments exit with a message', async () => {
  const failure = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/sessions/cli.ts', ...args], { cwd: API_DIR, env: { ...process.env, API_DB: t.file } }).then(
      () => 'exit 0',
      (error: { code: number; stderr: string }) => `exit ${error.code}: ${error.stderr.trim()}`,
    );
  expect(await failure(['expire', '--username', 'nobody'])).toBe('exit 1: No user has the username "nobody".');
  expect(await failure(['purge'])).toMatch(/^exit 1: Usage:/);
}, 30_000);
