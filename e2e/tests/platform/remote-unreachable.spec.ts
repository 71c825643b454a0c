import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../support/session';

test('with one remote unreachable the console signs in, the other remotes work, and Retry recovers', async ({ page }) => {
  const unreachable = '**/releases/mf-master/**';
  await page.route(unreachable, (route) => route.abort('connectionrefused'));

  await signInThroughUi(page, 'superadmin');
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });

  await sidebar.getByRole('link', { name: 'Virtual Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Company Group', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Master Data could not be loaded' });
  await expect(failure).toContainText('The rest of the console keeps working.');

  // The other areas still work while this one is down.
  await sidebar.getByRole('link', { name: 'QRIS', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transaction BRI QRIS', level: 1 })).toBeVisible();

  // The remote comes back: Retry loads it without a page reload.
  await sidebar.getByRole('link', { name: 'Company Group', exact: true }).click();
  await expect(failure).toBeVisible();
  await page.unroute(unreachable);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Company Group', level: 1 })).toBeVisible();
  expect(navigations).toEqual([]);
});
