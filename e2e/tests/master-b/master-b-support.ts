import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn, type DemoUser, signIn } from '../../support/session';

export const USER_SCREEN = '/dashboard/user-management';
export const USER_ROLE_SCREEN = '/dashboard/user-role-management';
export const USER_COMPANY_SCREEN = '/dashboard/user-company-management';

/**
 * Opens a screen signed in and waits for its heading: the first visit loads the remote, which on a
 * busy machine takes longer than an assertion's default wait.
 */
export async function openScreen(page: Page, user: DemoUser, path: string, title: string) {
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 60_000 });
}

/** A suffix no other test (or earlier run against the same database) used. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** One API call as superadmin (grants are a superadmin's: an admin cannot grant beyond what it holds). */
export async function asSuperadmin(method: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const { token } = await apiSignIn('superadmin');
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { Authentication: token, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as Record<string, unknown>;
  expect(response.ok, `${method} ${route} answered ${response.status}: ${JSON.stringify(reply)}`).toBe(true);
  return reply;
}

/** Creates a user with a login (and nothing else) through the API; returns its ids. */
export async function createUserThroughApi(prefix = 'e2eb'): Promise<{ userId: string; username: string; password: string }> {
  const suffix = uniqueSuffix();
  const user = { userId: `${prefix}.${suffix}@console.id`, username: `${prefix}_${suffix}`, password: 'rahasia123' };
  await asSuperadmin('POST', '/master/user', { userId: user.userId, userStatus: 1 });
  await asSuperadmin('POST', '/master/User_Login', { usloUserId: user.userId, usloUserName: user.username, usloPassword: user.password });
  return user;
}

/** The number a summary card shows for `label` (its item is labelled `label: value`). */
export async function summaryCount(page: Page, label: string): Promise<number> {
  const item = page.getByLabel(new RegExp(`^${label}: \\d+$`));
  await expect(item).toBeVisible({ timeout: 30_000 });
  return Number((await item.getAttribute('aria-label'))!.split(': ')[1]);
}

export const tableOf = (page: Page, name: string) => page.getByRole('table', { name });
export const rowWith = (page: Page, table: string, text: string | RegExp) => tableOf(page, table).getByRole('row').filter({ hasText: text });

/** Types into the search box and waits for the debounced search to reach the URL. */
export async function searchUserId(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search User Id..' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

/** Applies the screen's single filter (a select) through the filter dialog. */
export async function applyFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: 'Filter Data' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Data' });
  await filter.getByLabel(label).selectOption({ label: option });
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter).toBeHidden();
}
