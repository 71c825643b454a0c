import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { signIn } from '../../support/session';

/**
 * The soak of `bench/soak` in short, so it runs with every `npm test`: one session visits every
 * screen of the sidebar (and Manage Account) once to load what each needs, then four more rounds,
 * opening and closing each screen's Filter Data or Add Data dialog. After forced garbage
 * collections the JS heap and the DOM have not grown beyond a small margin: screens and dialogs
 * leave nothing behind. The ten-minute soak (`npm run bench:soak`) records the figures.
 */

test.describe.configure({ timeout: 300_000 });

const ROUNDS = 4;

async function usedHeap(session: CDPSession): Promise<{ usedMb: number; nodes: number; listeners: number }> {
  // Twice: the first collection can leave objects only the second frees (weak maps, finalizers).
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const heap = await session.send('Runtime.getHeapUsage');
  const dom = await session.send('Memory.getDOMCounters');
  return { usedMb: heap.usedSize / 1024 / 1024, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

async function openAndCloseDialog(page: Page): Promise<void> {
  const main = page.getByRole('main');
  for (const name of ['Filter Data', 'Add Data']) {
    const button = main.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    await button.first().click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
}

test('visiting every screen again and again leaves the JS heap and the DOM where the first visits left them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'superadmin');
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sidebar).toBeVisible({ timeout: 30_000 });
  const stops = await sidebar.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(stops.length).toBeGreaterThanOrEqual(12);

  const heading = () => page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
  const visitAll = async () => {
    for (const stop of stops) {
      if (new URL(page.url()).pathname === stop) continue;
      const previous = await heading();
      await sidebar.locator(`a[href="${stop}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${stop}(\\?|$)`));
      // Every screen has its own level-1 heading: wait for the new screen's, not the one being left.
      await page.waitForFunction(
        (before) => {
          const text = document.querySelector('main h1')?.textContent;
          return Boolean(text) && text !== before;
        },
        previous,
        { timeout: 30_000 },
      );
      await page.waitForLoadState('networkidle');
      await openAndCloseDialog(page);
    }
  };

  const session = await page.context().newCDPSession(page);
  await visitAll();
  const warm = await usedHeap(session);
  for (let round = 0; round < ROUNDS; round++) await visitAll();
  const after = await usedHeap(session);

  // The margin of bench/soak: the larger of 10 % and 2 MB (the data a screen holds varies).
  expect(after.usedMb, `JS heap ${warm.usedMb.toFixed(2)} MB after the first round, ${after.usedMb.toFixed(2)} MB after ${ROUNDS} more`).toBeLessThanOrEqual(
    warm.usedMb + Math.max(2, warm.usedMb * 0.1),
  );
  expect(after.listeners, 'JS event listeners').toBeLessThanOrEqual(warm.listeners * 1.5 + 50);
  expect(after.nodes, 'DOM nodes').toBeLessThanOrEqual(warm.nodes * 1.5 + 200);
  expect(errors).toEqual([]);
});
