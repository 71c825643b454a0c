import { expect, test } from '@playwright/test';
import { bodyRows, findHistory, isJsonBody, isTextBody, notificationsOf, SCREEN, openScreen } from './notifications-support';

// Remote loading and each search take seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('opens a history whose bodies are JSON: pretty-printed, and Copy copies the body as sent', async ({ page, context }) => {
  const { token, rows } = await notificationsOf('staff');
  const { row, entry } = await findHistory(token, rows, (item) => isJsonBody(item.nohiRequest) && isJsonBody(item.nohiResponse));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScreen(page, 'staff', `${SCREEN}?q=${encodeURIComponent(row.notiOrderId!)}`);

  await bodyRows(page).first().getByRole('button', { name: /^See History/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification History' });
  await expect(dialog.getByText('See history of a notification data.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]history=${row.notiId}`));
  const request = dialog.getByRole('region', { name: `Request ${entry.nohiId}` });
  await expect(request).toHaveText(JSON.stringify(JSON.parse(entry.nohiRequest!), null, 2), { useInnerText: true });
  await expect(dialog.getByRole('region', { name: `Response ${entry.nohiId}` })).toHaveText(JSON.stringify(JSON.parse(entry.nohiResponse!), null, 2), { useInnerText: true });

  await dialog.getByRole('button', { name: `Copy Request ${entry.nohiId}` }).click();
  await expect(dialog.getByRole('button', { name: `Copy Request ${entry.nohiId}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(entry.nohiRequest);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/history=/);
});

test('opens a history with a body that is not JSON: shown as plain text, never as HTML', async ({ page }) => {
  const { token, rows } = await notificationsOf('staff');
  const { row, entry } = await findHistory(token, rows, (item) => isTextBody(item.nohiResponse) && item.nohiResponse!.includes('<'));
  await openScreen(page, 'staff', `${SCREEN}?q=${encodeURIComponent(row.notiOrderId!)}`);

  await bodyRows(page).first().getByRole('button', { name: /^See History/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification History' });
  const response = dialog.getByRole('region', { name: `Response ${entry.nohiId}` });
  await expect(response).toHaveText(entry.nohiResponse!);
  // The markup is text: no element of it exists in the page.
  await expect(response.locator('*')).toHaveCount(0);
  await expect(dialog.locator('body, html')).toHaveCount(0);
  // The body scrolls or wraps inside its cell: it is never wider than the dialog.
  const [box, frame] = await Promise.all([response.boundingBox(), dialog.boundingBox()]);
  expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
});
