import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn, type DemoUser, signIn } from '../../support/session';

export const SCREEN = '/dashboard/notifications';

export interface NotificationRow {
  notiId: number;
  notiOrderId: string | null;
  notiStatus: number;
  trctVirtualAccountNo: string | null;
}
export interface HistoryEntry {
  nohiId: number;
  nohiRequest: string | null;
  nohiResponse: string | null;
}

async function apiGet<T>(token: string, path: string, query: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_URL}${path}?${new URLSearchParams(query).toString()}`, { headers: { Authentication: token } });
  return { status: response.status, body: (await response.json()) as T };
}

/** Every notification the user sees under its company number `companyIndex`, newest first, through the API. */
export async function notificationsOf(user: DemoUser, companyIndex = 0) {
  const { token, company } = await apiSignIn(user, companyIndex);
  const { body } = await apiGet<{ data: NotificationRow[] }>(token, '/dashboard/notification', { max: '1000', from: '1970-01-01', to: '2999-12-31' });
  return { token, company, rows: body.data };
}

/** One notification with its history, as `token`'s user asks for it. */
export const historyOf = (token: string, id: number) =>
  apiGet<{ data?: { notification_history: HistoryEntry[] } }>(token, `/dashboard/notification/${id}`);

const parses = (text: string | null) => {
  if (!text) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
export const isJsonBody = parses;
export const isTextBody = (text: string | null) => !!text && !parses(text);

/** The first notification (and entry) whose history holds a body matching `test`. */
export async function findHistory(token: string, rows: readonly NotificationRow[], test: (entry: HistoryEntry) => boolean) {
  for (const row of rows) {
    const { body } = await historyOf(token, row.notiId);
    const entry = body.data?.notification_history.find(test);
    if (entry) return { row, entry };
  }
  throw new Error('no notification has such a history entry');
}

export const notificationsTable = (page: Page) => page.getByRole('table', { name: 'Notifications' });
export const bodyRows = (page: Page) => notificationsTable(page).locator('tbody tr');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Order ID Here' });

/** Waits for the table to say how many notifications it shows. */
export const expectShowing = (page: Page, text: string) => expect(page.getByText(text)).toBeVisible();

/**
 * Signs in and opens the screen at `path`, waiting for its table (loading the remote takes
 * seconds on a busy machine, longer than an assertion's default wait) and for the list to have
 * written its date range into the URL: until then the list controller rewrites the URL on every
 * render, which cancels a navigation started meanwhile (such as opening a history).
 */
export async function openScreen(page: Page, user: DemoUser, path = SCREEN) {
  await signIn(page, user, path);
  await expect(notificationsTable(page)).toBeVisible({ timeout: 40_000 });
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/, { timeout: 20_000 });
}
