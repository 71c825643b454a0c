/**
 * Transfer-size benchmark: what a user's browser downloads (compressed bytes on the wire) for the
 * login page and for the first visit of each remote from home, one after another, against a
 * production build served by the real console server, plus the same scripts' gzip -9 size (the
 * budgets' measure). Home fetches the menu's remotes ahead when idle (decision 071), so a visit
 * shows only what that has not brought yet; a remote's whole price is `bench/static`'s cold
 * deep link and the budget check's.
 * Writes bench/results/bundle.json and bench/results/bundle.md.
 *
 *   npm run build && npx tsx bench/bundle/run.ts     (BENCH_CONSOLE_PORT / BENCH_API_PORT to move it)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, meter, navigateTo, REMOTE_ROUTES, ROOT, signedInToken, startConsole } from '../support/console';

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8580, apiPort: 3580 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const wire = meter(page, running.apiPort);
    const gzipOf = (scripts: string[]) => scripts.reduce((sum, script) => sum + gzipSize(path.join(running.releasesDir, script.replace(/^\/releases\//, ''))), 0);

    await page.goto(`${running.consoleUrl}/login`, { waitUntil: 'networkidle' });
    const loginTransfer = await wire.take();
    const login: Record<string, number> = { ...loginTransfer.bytes, scripts: loginTransfer.scripts.length, scriptsGzip9: gzipOf(loginTransfer.scripts) };

    await page.evaluate((value) => localStorage.setItem('token', value), await signedInToken(running.apiUrl));
    await page.goto(`${running.consoleUrl}/dashboard/home`, { waitUntil: 'networkidle' });
    await wire.take();
    const remotes: Record<string, Record<string, number>> = {};
    for (const [remote, route] of REMOTE_ROUTES) {
      await navigateTo(page, remote, route);
      await page.waitForLoadState('networkidle');
      const visit = await wire.take();
      remotes[remote] = { ...visit.bytes, scripts: visit.scripts.length, scriptsGzip9: gzipOf(visit.scripts) };
    }

    const result = { measuredAt: new Date().toISOString(), unit: 'bytes on the wire (compressed), response bodies; scriptsGzip9: the same scripts gzipped at level 9', login, firstVisitOfRemote: remotes };
    writeFileSync(path.join(ROOT, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n: number | undefined) => `${((n ?? 0) / 1024).toFixed(1)} KB`;
    const lines = [
      '# Transfer sizes',
      '',
      `Measured ${result.measuredAt} by \`bench/bundle/run.ts\` in Chromium against the production build and the console server (brotli on the wire; gzip -9 of the same scripts beside it).`,
      '',
      '| what | shell | remote code | API | scripts | scripts gzip -9 |',
      '|---|---|---|---|---|---|',
      `| login page (cold) | ${kb(login.shell)} | ${kb(0)} | ${kb(login.api)} | ${login.scripts} | ${kb(login.scriptsGzip9)} |`,
      ...REMOTE_ROUTES.map(([remote, route]) => {
        const visit = remotes[remote];
        return `| first visit of ${route} from home (after the idle fetch ahead) | ${kb(visit?.shell)} | ${kb(visit?.[remote])} | ${kb(visit?.api)} | ${visit?.scripts ?? 0} | ${kb(visit?.scriptsGzip9)} |`;
      }),
      '',
    ];
    writeFileSync(path.join(ROOT, 'bench/results/bundle.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    running.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
