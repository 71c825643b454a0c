/**
 * Where sign-in to Home spends its time: signs in through the form as `bench/console` does
 * (`signInThroughForm`'s steps) and records, from the Proceed click, every request the page makes
 * (start and end, by the browser's own timing) and the moments the user's steps happen (company
 * list shown, Continue clicked, Home's heading shown, Home's panels drawn). RUNS fresh browser
 * contexts (default 5); medians per request, in the order of their median start.
 * Writes bench/results/console-signin-trace.json (or TRACE_OUT).
 *
 *   npm run build && npx tsx bench/console/signin-trace.ts
 */
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { launchChromium, ROOT, startConsole } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const OUT = process.env.TRACE_OUT ?? path.join(ROOT, 'bench/results/console-signin-trace.json');

interface Span {
  what: string;
  startMs: number;
  endMs: number;
}

/** A request's path without content hashes and release versions, so runs line up. */
function nameOf(request: Request): string {
  const url = new URL(request.url());
  const file = url.pathname
    .replace(/^\/releases\/([^/]+)\/[^/]+\//, '$1/')
    .replace(/\.[0-9a-f]{8,}\./, '.')
    .replace(/\/\d+$/, '/{id}');
  return `${request.method()} ${file}${url.search ? '?…' : ''}`;
}

/** What the page drew, and when (the page's clock, ms since the epoch): seen by a mutation observer, not by the test's polling. */
const DRAWN: [mark: string, selector: string, text: string][] = [
  ['company form drawn', 'form[aria-label="Select Company"] [role="combobox"]', ''],
  ['Home heading drawn', 'h1', 'Selamat Datang'],
  ['Home panel figure drawn', '[data-panel] a', ''],
];

/**
 * The observer, as the page's own script (a string: the bundler that runs this file would wrap a
 * function's inner functions in helpers the page does not have).
 */
const watchDrawn = (marks: [string, string, string][]) => `(() => {
  const marks = ${JSON.stringify(marks)};
  const seen = {};
  window.drawnAt = seen;
  const check = () => {
    for (const [mark, selector, text] of marks) {
      if (!(mark in seen) && [...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))) seen[mark] = Date.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

async function traceOnce(page: Page, consoleUrl: string): Promise<{ spans: Span[]; marks: Record<string, number> }> {
  await page.addInitScript({ content: watchDrawn(DRAWN) });
  await page.goto(`${consoleUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Username').fill('superadmin');
  await page.getByLabel('Password', { exact: true }).fill('superadmin123');
  const spans: Span[] = [];
  const pending: Promise<void>[] = [];
  let origin = 0;
  const record = (request: Request) => {
    pending.push(
      (async () => {
        const timing = request.timing();
        const response = await request.response().catch(() => null);
        const end = response ? (await response.finished().catch(() => null), request.timing()) : timing;
        spans.push({ what: nameOf(request), startMs: timing.startTime - origin, endMs: timing.startTime + Math.max(end.responseEnd, 0) - origin });
      })(),
    );
  };
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  const marks: Record<string, number> = {};
  origin = Date.now();
  const mark = (name: string) => {
    marks[name] = Date.now() - origin;
  };
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  mark('company list opened');
  await page.getByRole('option').first().click();
  mark('company picked');
  await page.getByRole('button', { name: 'Continue' }).click();
  mark('Continue clicked');
  await page.getByRole('heading', { name: 'Selamat Datang', level: 1 }).waitFor();
  mark('Home heading shown');
  for (const [panel, figure] of [['Pembayaran', /^Nominal Lunas: /], ['Notifikasi merchant', /^Pending: /]] as const) {
    const region = page.getByRole('region', { name: panel });
    await region.getByRole('link', { name: figure }).first().waitFor();
    await region.getByRole('figure').first().waitFor();
  }
  mark('Home panels drawn');
  await page.waitForLoadState('networkidle');
  const drawn = await page.evaluate(() => (window as unknown as { drawnAt: Record<string, number> }).drawnAt);
  for (const [name, at] of Object.entries(drawn)) if (at >= origin) marks[`${name} (in the page)`] = at - origin;
  page.off('requestfinished', record);
  page.off('requestfailed', record);
  await Promise.all(pending);
  return { spans: spans.sort((a, b) => a.startMs - b.startMs), marks };
}

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
  const running = await startConsole({ consolePort: 8595, apiPort: 3595 });
  const browser = await launchChromium();
  const runs: Awaited<ReturnType<typeof traceOnce>>[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      runs.push(await traceOnce(page, running.consoleUrl));
      await context.close();
    }
  } finally {
    await browser.close();
    running.stop();
  }
  // Requests by name and by their order among requests of that name (a status call made twice is two rows).
  const byKey = new Map<string, { start: number[]; end: number[] }>();
  for (const { spans } of runs) {
    const seen = new Map<string, number>();
    for (const span of spans) {
      const nth = (seen.get(span.what) ?? 0) + 1;
      seen.set(span.what, nth);
      const key = nth === 1 ? span.what : `${span.what} (#${nth})`;
      const entry = byKey.get(key) ?? { start: [], end: [] };
      entry.start.push(span.startMs);
      entry.end.push(span.endMs);
      byKey.set(key, entry);
    }
  }
  const requests = [...byKey]
    .map(([what, { start, end }]) => ({ what, inRuns: start.length, startMs: stats(start).median, endMs: stats(end).median, durationMs: stats(end.map((value, i) => value - (start[i] ?? 0))).median }))
    .sort((a, b) => a.startMs - b.startMs);
  const markNames = Object.keys(runs[0]?.marks ?? {});
  const result = {
    what: 'sign-in to Home through the form (bench/console steps), ms from the Proceed click: medians per request over the runs, and the user-visible moments',
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
    marks: Object.fromEntries(markNames.map((name) => [name, stats(runs.map((run) => run.marks[name] ?? Number.NaN))])),
    requests,
    /** Each run as it happened (the medians above mix runs). */
    eachRun: runs.map(({ spans, marks }) => ({ marks, requests: spans.map(({ what, startMs, endMs }) => [Math.round(startMs), Math.round(endMs), what]) })),
  };
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
