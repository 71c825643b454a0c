/**
 * Browser soak: one signed-in session in headless Chromium against `npm start`'s servers
 * (production build, demo data) navigates every screen of the console for SOAK_MINUTES (default
 * 10): each sidebar link in turn, the Manage Account page, and on every other visit the screen's
 * Filter Data or Add Data dialog, opened and closed. Every SAMPLE_SECONDS (default 60; 10 in a
 * run of 2 minutes or less) it forces a garbage collection and samples the JS heap; the heap is
 * flat when the last samples are within the margin of the first one after warm-up (see heap.ts).
 * Writes bench/results/soak.{json,md}; exits 1 when the heap is not flat or a page error occurred.
 *
 *   npm run build && npm run bench:soak            (SOAK_MINUTES=1 for a smoke run)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, ROOT, signInThroughForm, startConsole } from '../support/console';
import { type HeapSample, judge, sampleHeap } from './heap';
import { soakMarkdown } from './report';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_SECONDS = Number(process.env.SAMPLE_SECONDS ?? (MINUTES <= 2 ? 10 : 60));
/** Warm-up: the first visit of every screen loads its remote and fills caches; not a leak. */
const WARMUP_MINUTES = Math.min(2, MINUTES / 5);

/** Opens and closes the dialog a screen offers (Filter Data on transaction lists, Add Data on master lists). */
async function openAndCloseDialog(page: Page): Promise<string | null> {
  const main = page.getByRole('main');
  for (const name of ['Filter Data', 'Add Data']) {
    const button = main.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    await button.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'hidden' });
    return name;
  }
  return null;
}

const heading = (page: Page) => page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');

/** Waits until the screen at `pathname` shows: the URL, a new level-1 heading, no request in flight. */
async function screenShown(page: Page, pathname: string, previousHeading: string): Promise<void> {
  // Client-side navigation: the URL is committed without a new document, so wait for the commit only.
  await page.waitForURL(`**${pathname}`, { waitUntil: 'commit' });
  await page.waitForFunction((previous) => {
    const text = document.querySelector('main h1')?.textContent;
    return Boolean(text) && text !== previous;
  }, previousHeading);
  await page.waitForLoadState('networkidle');
}

/** Client-side navigation to a page without a sidebar link, as the user menu's link does. */
async function pushRoute(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8211, apiPort: 3211 });
  const browser = await launchChromium();
  const pageErrors: string[] = [];
  const samples: HeapSample[] = [];
  const dialogs: Record<string, number> = {};
  const visitsPerScreen: Record<string, number> = {};
  const missedVisits: { minute: number; to: string; at: string; heading: string; message: string }[] = [];
  let visits = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    await signInThroughForm(page, running.consoleUrl);
    const session = await context.newCDPSession(page);
    const startedAt = Date.now();
    const endAt = startedAt + MINUTES * 60_000;
    samples.push(await sampleHeap(session, startedAt, visits));
    let nextSample = startedAt + SAMPLE_SECONDS * 1000;

    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const links = await sidebar.getByRole('link').evaluateAll((anchors) => anchors.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })));
    const stops = [...links.map((link) => link.href), '/dashboard/manage-account'];
    console.log(`Soak of ${MINUTES} min over ${stops.length} screens: ${stops.join(', ')}`);
    while (Date.now() < endAt) {
      for (const stop of stops) {
        if (Date.now() >= endAt) break;
        if (new URL(page.url()).pathname === stop) continue;
        const previous = await heading(page);
        const link = sidebar.locator(`a[href="${stop}"]`);
        try {
          if ((await link.count()) > 0) await link.first().click();
          else await pushRoute(page, stop);
          await screenShown(page, stop, previous);
        } catch (error) {
          // Recorded (and failing the soak), then retried once the way the browser's history does, without a reload.
          const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
          missedVisits.push({ minute: Number(((Date.now() - startedAt) / 60_000).toFixed(2)), to: stop, at: new URL(page.url()).pathname, heading: await heading(page), message });
          console.log(`  missed visit: ${JSON.stringify(missedVisits.at(-1))}`);
          await pushRoute(page, stop);
          await screenShown(page, stop, previous);
        }
        visits += 1;
        visitsPerScreen[stop] = (visitsPerScreen[stop] ?? 0) + 1;
        if (visits % 2 === 0) {
          const opened = await openAndCloseDialog(page);
          if (opened) dialogs[`${stop} ${opened}`] = (dialogs[`${stop} ${opened}`] ?? 0) + 1;
        }
        if (Date.now() >= nextSample) {
          const sample = await sampleHeap(session, startedAt, visits);
          samples.push(sample);
          console.log(`  ${sample.minute} min: ${sample.usedMb} MB used, ${sample.domNodes} DOM nodes, ${sample.jsEventListeners} listeners, ${visits} visits`);
          nextSample += SAMPLE_SECONDS * 1000;
        }
      }
    }
    if (Date.now() - startedAt - (samples.at(-1)?.minute ?? 0) * 60_000 > (SAMPLE_SECONDS * 1000) / 2) samples.push(await sampleHeap(session, startedAt, visits));
    await context.close();
  } finally {
    await browser.close();
    running.stop();
  }

  const verdict = judge(samples, WARMUP_MINUTES);
  const cpu = cpus();
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, loadAverage1m: Number(loadavg()[0]?.toFixed(1)) },
    durationMinutes: MINUTES,
    sampleEverySeconds: SAMPLE_SECONDS,
    visits,
    visitsPerScreen,
    dialogs,
    pageErrors: pageErrors.slice(0, 50),
    pageErrorCount: pageErrors.length,
    missedVisits,
    samples,
    verdict,
  };
  writeFileSync(path.join(ROOT, 'bench/results/soak.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'bench/results/soak.md'), soakMarkdown(report));
  console.log(JSON.stringify({ visits, pageErrors: pageErrors.length, missedVisits: missedVisits.length, verdict }, null, 2));
  if (!verdict.flat || pageErrors.length > 0 || missedVisits.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
