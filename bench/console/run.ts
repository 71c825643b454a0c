/**
 * The console in headless Chromium against `npm start`'s servers (production build): sign-in to
 * home (through the login form and the company selection), sign-in to Home's panels drawn (the
 * Pembayaran and Notifikasi merchant figures and charts shown, decision 110), the first visit of each remote's
 * screen (a sidebar click until its heading shows), and the peak JS heap over a session that
 * visits every screen of the sidebar. RUNS fresh browser contexts (default 5); medians.
 * Writes bench/results/console.json.
 *
 *   npm run build && npx tsx bench/console/run.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, ROOT, signInThroughForm, startConsole } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 5);

/** Sidebar label and level-1 heading of each remote's first screen. */
const REMOTE_SCREENS: [remote: string, label: string, heading: string][] = [
  ['mf-transactions', 'Virtual Account', 'Transaction VA'],
  ['mf-master', 'Company Group', 'Company Group'],
  ['mf-notifications', 'Notifications', 'Notifications'],
];

async function heapUsed(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8590, apiPort: 3590 });
  const browser = await launchChromium();
  const signInMs: number[] = [];
  const signInToPanelsMs: number[] = [];
  const firstVisitMs: Record<string, number[]> = Object.fromEntries(REMOTE_SCREENS.map(([remote]) => [remote, []]));
  const peakHeap: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const toHome = await signInThroughForm(page, running.consoleUrl);
      signInMs.push(toHome);
      const homeShown = Date.now();
      for (const [panel, figure] of [['Pembayaran', /^Nominal Lunas: /], ['Notifikasi merchant', /^Pending: /]] as const) {
        const region = page.getByRole('region', { name: panel });
        await region.getByRole('link', { name: figure }).first().waitFor();
        await region.getByRole('figure').first().waitFor();
      }
      signInToPanelsMs.push(toHome + Date.now() - homeShown);
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      for (const [remote, label, heading] of REMOTE_SCREENS) {
        const start = Date.now();
        await sidebar.getByRole('link', { name: label, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
        firstVisitMs[remote]?.push(Date.now() - start);
      }
      // Every screen of the sidebar, sampling the heap after each.
      let peak = await heapUsed(page);
      const links = await sidebar.getByRole('link').all();
      for (const link of links) {
        await link.click();
        await page.waitForLoadState('networkidle');
        await page.locator('main h1').first().waitFor();
        peak = Math.max(peak, await heapUsed(page));
      }
      peakHeap.push(peak / 1024 / 1024);
      await context.close();
    }
  } finally {
    await browser.close();
    running.stop();
  }
  const result = {
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    signInToHomeMs: stats(signInMs),
    signInToPanelsDrawnMs: stats(signInToPanelsMs),
    firstVisitMs: Object.fromEntries(Object.entries(firstVisitMs).map(([remote, samples]) => [remote, stats(samples)])),
    peakJsHeapMb: stats(peakHeap),
  };
  writeFileSync(path.join(ROOT, 'bench/results/console.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
