import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until every animation on the page that has an end has ended (a dialog fading and scaling
 * in; not a spinner). Axe reads colours as they are painted: mid-fade, a dialog's red Delete
 * button has too little contrast against what shows through it.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical axe violations on the page once its animations have ended, summarised
 * for a readable failure (`rule: targets`). `tags` limits the rules (e.g. `['wcag2aa']`); all by default.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  await animationsEnded(page);
  const axe = new AxeBuilder({ page });
  const results = await (tags ? axe.withTags(tags) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
