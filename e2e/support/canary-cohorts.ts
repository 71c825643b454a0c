import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type DemoUser, signIn } from './session';

export interface Browsing {
  context: BrowserContext;
  page: Page;
}

/**
 * Opens fresh browsers (each a new context: its own cookies, so its own cohort) on `path` until one
 * is in the canary's share and one is not. A 50 % split needs a couple of tries; twelve make a miss
 * less likely than one in two thousand.
 */
export async function oneBrowserEachSide(
  browser: Browser,
  isCanary: (page: Page) => Promise<boolean>,
  { user = 'release', path = '/dashboard/notifications' }: { user?: DemoUser; path?: string } = {},
): Promise<{ inside: Browsing; outside: Browsing }> {
  const found: { inside?: Browsing; outside?: Browsing } = {};
  for (let attempt = 0; attempt < 12 && !(found.inside && found.outside); attempt += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user, path);
    const side = (await isCanary(page)) ? 'inside' : 'outside';
    if (found[side]) await context.close();
    else found[side] = { context, page };
  }
  if (!found.inside || !found.outside) throw new Error('No two browsers on both sides of a 50 % canary after 12 tries');
  return { inside: found.inside, outside: found.outside };
}
