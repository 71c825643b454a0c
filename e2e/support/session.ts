import type { Page } from '@playwright/test';
import { API_URL, CONSOLE_URL } from './environment';

export const DEMO_USERS = {
  superadmin: { username: 'superadmin', password: 'superadmin123' },
  admin: { username: 'admin', password: 'admin123' },
  staff: { username: 'staff', password: 'staff123' },
  release: { username: 'release', password: 'release123' },
  auditor: { username: 'auditor', password: 'auditor123' },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

interface StatusReply {
  company: { available: { compId: number; compName: string }[] };
}

/** Signs in through the API (login + first available company) and returns the token. */
export async function apiSignIn(user: DemoUser, companyIndex = 0): Promise<{ token: string; company: string }> {
  const form = new FormData();
  form.append('username', DEMO_USERS[user].username);
  form.append('password', DEMO_USERS[user].password);
  const login = (await (await fetch(`${API_URL}/security/authentication/login`, { method: 'POST', body: form })).json()) as { token: string };
  const headers = { Authentication: login.token };
  const status = (await (await fetch(`${API_URL}/security/authentication/status`, { headers })).json()) as StatusReply;
  const company = status.company.available[companyIndex];
  if (!company) throw new Error(`${user} has no company #${companyIndex}`);
  await fetch(`${API_URL}/security/Authentication/SetCompany/${company.compId}`, { method: 'POST', headers });
  return { token: login.token, company: company.compName };
}

/**
 * Opens the console already signed in (token in local storage, company chosen), for tests whose
 * subject is not the sign-in itself. Sign-in through the UI is tested in the shell's own tests.
 *
 * The token is put into the browser context's storage before the first page loads, not by a
 * script in the page: a page script's write can still be on its way to the browser when the test
 * navigates again, and the next page would then start signed out.
 */
export async function signIn(page: Page, user: DemoUser, path = '/dashboard/home'): Promise<{ token: string; company: string }> {
  const session = await apiSignIn(user);
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin: CONSOLE_URL, localStorage: [{ name: 'token', value: session.token }, { name: 'isAuthenticated', value: 'true' }] }],
  });
  await page.goto(path);
  // Let the page finish starting (its status check, its first data) before the test navigates on:
  // a page left within a moment of its status reply has been seen to start the next one signed out.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return session;
}

/** Signs in the way a person does: the login form, then the company selection. */
export async function signInThroughUi(page: Page, user: DemoUser): Promise<void> {
  await signInWithCredentials(page, DEMO_USERS[user]);
}

/** The same for any account (e.g. one a test created), choosing its first company. */
export async function signInWithCredentials(page: Page, { username, password }: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/selectcompany');
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard/home');
}
