import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { API_URL, ROOT_DIR, STATE_DIR } from '../../support/environment';
import { apiSignIn } from '../../support/session';

/** Fills the login form and presses Proceed. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** Picks a company on /selectcompany (by name, or the first one) and continues to the dashboard. */
export async function chooseCompany(page: Page, name?: string): Promise<string> {
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  const option = name ? page.getByRole('option', { name, exact: true }) : page.getByRole('option').first();
  const chosen = (await option.textContent())?.trim() ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard/home');
  return chosen;
}

/** The user menu in the top bar (its name carries the username and the active company). */
export const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /User menu/ });

/** The sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Marks a user's live sessions idle-expired in the e2e database, with the API's sessions CLI. */
export function expireSessionsOf(username: string): void {
  execFileSync('npm', ['run', 'sessions', '-w', 'api', '--', 'expire', '--username', username], {
    cwd: ROOT_DIR,
    env: { ...process.env, API_DB: path.join(STATE_DIR, 'console.db') },
    stdio: 'pipe',
  });
}

async function apiCall(token: string, method: string, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { Authentication: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} ${route} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
}

/**
 * Creates a throwaway user with the Staff role and one company (through the API, as superadmin),
 * so tests that change an account leave the demo users as they are.
 */
export async function createThrowawayUser(): Promise<{ username: string; password: string; userId: string }> {
  const { token } = await apiSignIn('superadmin');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const userId = `e2e.${suffix}@console.id`;
  const username = `e2e_${suffix}`;
  const password = 'throwaway123';
  const status = (await (await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } })).json()) as {
    company: { available: { compId: number }[] };
  };
  await apiCall(token, 'POST', '/master/user', { userId, userStatus: 1 });
  await apiCall(token, 'POST', '/master/User_Login', { usloUserId: userId, usloUserName: username, usloPassword: password });
  await apiCall(token, 'POST', '/master/User_Role', { usroUserId: userId, usroRoleId: 3 });
  await apiCall(token, 'POST', '/master/User_Company', { uscoUserId: userId, uscoCompId: status.company.available[0]!.compId });
  return { username, password, userId };
}
