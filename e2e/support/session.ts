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

async function freshApiSession(user: DemoUser): Promise<string> {
  const form = new FormData();
  form.append('username', DEMO_USERS[user].username);
  form.append('password', DEMO_USERS[user].password);
  return ((await (await fetch(`${API_URL}/security/authentication/login`, { method: 'POST', body: form })).json()) as { token: string }).token;
}

async function statusOf(token: string): Promise<StatusReply | null> {
  const reply = await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } });
  if (!reply.ok) return null;
  const status = (await reply.json()) as Partial<StatusReply>;
  return status.company?.available ? (status as StatusReply) : null;
}

/**
 * Each demo user's last session in this worker. A sign-in costs the API a password hash; most
 * tests only need a live session, so the next test of the same user reuses it once the API says it
 * is still live (a test that signed out, revoked it or let it expire gets a fresh one), and its
 * company is chosen again (a test may have switched it).
 */
const sessions = new Map<DemoUser, string>();

/** Signs in through the API (login, or the user's live session of an earlier test, + its company) and returns the token. */
export async function apiSignIn(user: DemoUser, companyIndex = 0): Promise<{ token: string; company: string }> {
  const kept = sessions.get(user);
  let token = kept ?? (await freshApiSession(user));
  let status = await statusOf(token);
  if (!status && kept) {
    token = await freshApiSession(user);
    status = await statusOf(token);
  }
  sessions.set(user, token);
  const company = status?.company.available[companyIndex];
  if (!company) throw new Error(`${user} has no company #${companyIndex}`);
  await fetch(`${API_URL}/security/Authentication/SetCompany/${company.compId}`, { method: 'POST', headers: { Authentication: token } });
  return { token, company: company.compName };
}

/** Forgets the reused sessions: the next `apiSignIn` signs in afresh (for a test that needs a session of its own). */
export function forgetApiSessions(): void {
  sessions.clear();
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
  const statusAnswered = page
    .waitForResponse((response) => new URL(response.url()).pathname.toLowerCase() === '/security/authentication/status', { timeout: 10_000 })
    .catch(() => undefined);
  await page.goto(path);
  // Let the page finish starting before the test navigates on: a page left within a moment of its
  // status reply has been seen to start the next one signed out. Its status answered, and inside
  // the dashboard the top bar drawn with the session's user, is started (not every request done:
  // Home keeps asking for figures, and waiting for the network to be idle took seconds).
  await statusAnswered;
  if (new URL(page.url()).pathname.startsWith('/dashboard')) {
    await page.getByRole('button', { name: /^User menu: / }).waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
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
