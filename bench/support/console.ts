/**
 * What the benchmarks and the budget check share: `npm start`'s servers on ports of their own with
 * a throw-away database and releases folder, a signed-in token, Chromium, and a meter of what a
 * page downloads.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The first route of each remote the benchmarks visit. */
export const REMOTE_ROUTES: [remote: string, route: string][] = [
  ['mf-transactions', '/dashboard/transaction-va'],
  ['mf-master', '/dashboard/company-group-management'],
  ['mf-notifications', '/dashboard/notifications'],
];

export interface RunningConsole {
  consoleUrl: string;
  apiUrl: string;
  apiPort: number;
  releasesDir: string;
  stop(): void;
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (child.exitCode !== null) throw new Error('npm start exited early');
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/**
 * Starts `npm start` (build if needed, publish first releases, API with demo data, console server)
 * on `BENCH_CONSOLE_PORT` / `BENCH_API_PORT` (or the given defaults) in a temporary folder.
 */
export async function startConsole(defaults: { consolePort: number; apiPort: number }, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningConsole> {
  const consolePort = Number(process.env.BENCH_CONSOLE_PORT ?? defaults.consolePort);
  const apiPort = Number(process.env.BENCH_API_PORT ?? defaults.apiPort);
  const state = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
  const releasesDir = path.join(state, 'releases');
  const env = { ...process.env, ...extraEnv, CONSOLE_PORT: String(consolePort), API_PORT: String(apiPort), API_DB: path.join(state, 'console.db'), RELEASES_DIR: releasesDir };
  const server = spawn('npm', ['start'], { cwd: ROOT, env, stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', detached: true });
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${consolePort}/healthz`, server, 300);
  } catch (error) {
    stop();
    throw error;
  }
  return { consoleUrl: `http://127.0.0.1:${consolePort}`, apiUrl: `http://127.0.0.1:${apiPort}`, apiPort, releasesDir, stop };
}

/**
 * Publishes the single-bundle shell (`npm run build:static`, shell/dist-static) as the active shell
 * release of a running console: the same code with every remote linked in, the yardstick of the
 * price of federation (bench/static, the budget check).
 */
export function publishSingleBundleShell(running: RunningConsole): void {
  const folder = path.join(ROOT, 'shell/dist-static');
  if (!existsSync(path.join(folder, 'index.html'))) throw new Error(`${folder} is missing: run \`npm run build:static\` first`);
  execFileSync('npx', ['tsx', 'tools/src/release/cli.ts', 'publish', 'shell', '--from', folder], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: running.releasesDir },
    stdio: 'ignore',
  });
}

/**
 * A signed-in token, as the sign-in page would leave it: `superadmin` by default, with the given
 * company chosen (the first the user may choose when none is given). Throws when either call fails.
 */
export async function signedInToken(apiUrl: string, username = 'superadmin', password = 'superadmin123', companyId?: number): Promise<string> {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  const login = (await (await fetch(`${apiUrl}/security/authentication/login`, { method: 'POST', body: form })).json()) as { token: string | null };
  if (!login.token) throw new Error(`Sign-in of ${username} failed.`);
  const headers = { Authentication: login.token };
  let company = companyId;
  if (company === undefined) {
    const status = (await (await fetch(`${apiUrl}/security/authentication/status`, { headers })).json()) as { company: { available: { compId: number }[] } };
    company = status.company.available[0]?.compId;
  }
  const selected = await fetch(`${apiUrl}/security/Authentication/SetCompany/${company}`, { method: 'POST', headers });
  if (selected.status !== 200) throw new Error(`SetCompany ${company} failed: ${await selected.text()}`);
  return login.token;
}

/**
 * Signs in through the login form as `superadmin` and picks the first company, as a user does;
 * resolves on the home page with the milliseconds from the Proceed click to its heading.
 */
export async function signInThroughForm(page: Page, consoleUrl: string): Promise<number> {
  await page.goto(`${consoleUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Username').fill('superadmin');
  await page.getByLabel('Password', { exact: true }).fill('superadmin123');
  const start = Date.now();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Selamat Datang', level: 1 }).waitFor();
  return Date.now() - start;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Client-side navigation, as a click in the sidebar does; resolves once the remote's heading shows. */
export async function navigateTo(page: Page, remote: string, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForSelector(`[data-remote="${remote}"] h1`, { timeout: 30_000 });
}

export interface Transfer {
  /** Bytes on the wire (response bodies) per part: `shell`, a remote's name, `page`, `api`. */
  bytes: Record<string, number>;
  /** Paths of the scripts requested, in order. */
  scripts: string[];
}

/** Records what a page downloads; `take()` returns what arrived since the last call. */
export function meter(page: Page, apiPort: number) {
  let bytes = new Map<string, number>();
  let scripts: string[] = [];
  const pending = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const key = url.port === String(apiPort) ? 'api' : (url.pathname.match(/^\/releases\/([^/]+)\//)?.[1] ?? 'page');
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    const measured = request.sizes().then(
      (sizes) => {
        // A response served from the browser cache reports no body size (negative): nothing crossed the wire.
        const size = Math.max(0, sizes.responseBodySize);
        bytes.set(key, (bytes.get(key) ?? 0) + size);
      },
      () => undefined,
    );
    pending.add(measured);
    void measured.finally(() => pending.delete(measured));
  });
  return {
    async take(): Promise<Transfer> {
      await Promise.all(pending);
      const snapshot = { bytes: Object.fromEntries([...bytes.entries()].sort()), scripts };
      bytes = new Map();
      scripts = [];
      return snapshot;
    },
  };
}

/** A script's file in the releases folder, from its URL path (`/releases/<app>/<version>/x.js`). */
export const scriptOnDisk = (releasesDir: string, urlPath: string) => path.join(releasesDir, urlPath.replace(/^\/releases\//, ''));

/** Opens the login page cold, as a first visitor, and returns the scripts it loaded as files of the releases folder. */
export async function loginPageScripts(page: Page, running: RunningConsole): Promise<string[]> {
  const wire = meter(page, running.apiPort);
  await page.goto(`${running.consoleUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Proceed' }).waitFor();
  return (await wire.take()).scripts.map((script) => scriptOnDisk(running.releasesDir, script));
}
