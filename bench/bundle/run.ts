/**
 * Transfer-size benchmark: what a user's browser downloads (compressed bytes on the wire) for the
 * login page and for the first visit of each remote, against a production build served by the
 * real console server. Writes bench/results/bundle.json and bench/results/bundle.md.
 *
 *   npm run build && npx tsx bench/bundle/run.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONSOLE_PORT = 8580;
const API_PORT = 3580;
const CONSOLE = `http://127.0.0.1:${CONSOLE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const ROUTES: [string, string][] = [
  ['mf-transactions', '/dashboard/transaction-va'],
  ['mf-master', '/dashboard/company-group-management'],
  ['mf-notifications', '/dashboard/notifications'],
];

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('npm start exited early');
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function token(): Promise<string> {
  const form = new FormData();
  form.append('username', 'superadmin');
  form.append('password', 'superadmin123');
  const login = (await (await fetch(`${API}/security/authentication/login`, { method: 'POST', body: form })).json()) as { token: string };
  const status = (await (await fetch(`${API}/security/authentication/status`, { headers: { Authentication: login.token } })).json()) as {
    company: { available: { compId: number }[] };
  };
  await fetch(`${API}/security/Authentication/SetCompany/${status.company.available[0]?.compId}`, { method: 'POST', headers: { Authentication: login.token } });
  return login.token;
}

/** Bytes on the wire (headers excluded) per origin part: `shell`, a remote, `page`, `api`. */
function meter(page: Page) {
  const bytes = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const key = url.port === String(API_PORT) ? 'api' : (url.pathname.match(/^\/releases\/([^/]+)\//)?.[1] ?? 'page');
    const measured = request.sizes().then(
      (sizes) => {
        // A response served from the browser cache reports no body size (negative): nothing crossed the wire.
        const size = Math.max(0, sizes.responseBodySize);
        bytes.set(key, (bytes.get(key) ?? 0) + size);
        if (process.env.BENCH_VERBOSE) console.log(key, size, url.pathname);
      },
      () => undefined,
    );
    pending.add(measured);
    void measured.finally(() => pending.delete(measured));
  });
  return {
    async take(): Promise<Record<string, number>> {
      await Promise.all(pending);
      const snapshot = Object.fromEntries([...bytes.entries()].sort());
      bytes.clear();
      return snapshot;
    },
  };
}

async function navigate(page: Page, remote: string, pathname: string): Promise<void> {
  // Client-side navigation, as a click in the sidebar would do.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForSelector(`[data-remote="${remote}"] h1`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function main(): Promise<void> {
  const state = mkdtempSync(path.join(tmpdir(), 'console-bundle-bench-'));
  const env = { ...process.env, CONSOLE_PORT: String(CONSOLE_PORT), API_PORT: String(API_PORT), API_DB: path.join(state, 'console.db'), RELEASES_DIR: path.join(state, 'releases') };
  const server = spawn('npm', ['start'], { cwd: ROOT, env, stdio: 'ignore', detached: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`${CONSOLE}/healthz`, server);
    const page = await browser.newPage();
    const wire = meter(page);

    await page.goto(`${CONSOLE}/login`, { waitUntil: 'networkidle' });
    const login = await wire.take();

    const signedIn = await token();
    await page.evaluate((value) => localStorage.setItem('token', value), signedIn);
    await page.goto(`${CONSOLE}/dashboard/home`, { waitUntil: 'networkidle' });
    await wire.take();
    const remotes: Record<string, Record<string, number>> = {};
    for (const [remote, route] of ROUTES) {
      await navigate(page, remote, route);
      remotes[remote] = await wire.take();
    }

    const result = { measuredAt: new Date().toISOString(), unit: 'bytes on the wire (compressed), response bodies', login, firstVisitOfRemote: remotes };
    writeFileSync(path.join(ROOT, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n: number | undefined) => `${((n ?? 0) / 1024).toFixed(1)} KB`;
    const lines = [
      '# Transfer sizes',
      '',
      `Measured ${result.measuredAt} by \`bench/bundle/run.ts\` in Chromium against the production build and the console server (brotli).`,
      '',
      '| what | shell | remote code | API |',
      '|---|---|---|---|',
      `| login page (cold) | ${kb(login.shell)} | ${kb(0)} | ${kb(login.api)} |`,
      ...ROUTES.map(([remote, route]) => `| first visit of ${route} | ${kb(remotes[remote]?.shell)} | ${kb(remotes[remote]?.[remote])} | ${kb(remotes[remote]?.api)} |`),
      '',
    ];
    writeFileSync(path.join(ROOT, 'bench/results/bundle.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(state, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
