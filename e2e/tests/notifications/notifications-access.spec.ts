import { expect, test } from '@playwright/test';
import { expectShowing, historyOf, notificationsOf, SCREEN, searchBox, openScreen } from './notifications-support';

// Remote loading and each search take seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("staff never sees another company's notifications, in the list or by opening a history by id", async ({ page }) => {
  const own = await notificationsOf('staff');
  // admin holds two companies; the second is not staff's.
  const other = await notificationsOf('admin', 1);
  expect(other.company).not.toBe(own.company);
  const foreign = other.rows.find((row) => row.notiOrderId && !own.rows.some((mine) => mine.notiOrderId === row.notiOrderId))!;
  expect(foreign).toBeDefined();

  // The API answers another company's notification exactly like a missing one.
  expect((await historyOf(own.token, foreign.notiId)).status).toBe(404);

  await openScreen(page, 'staff', SCREEN);
  await expectShowing(page, `Showing 1 to 10 of ${own.rows.length} entries`);
  await searchBox(page).fill(foreign.notiOrderId!);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('No data available')).toBeVisible();

  await page.goto(`${SCREEN}?history=${foreign.notiId}`);
  const dialog = page.getByRole('dialog', { name: 'Notification History' });
  await expect(dialog.getByRole('alert')).toContainText('This notification does not exist or is not available to your company.', { timeout: 40_000 });
  await expect(dialog.getByRole('region', { name: /^(Request|Response) / })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
