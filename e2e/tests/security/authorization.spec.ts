import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_ROUTES, type DashboardRoute } from '../../support/declared-screens';
import { signIn, type DemoUser } from '../../support/session';
import { sidebar } from '../shell/shell-helpers';
import { accessOf, type AccessMap, forgedRequests, holds, OPERATIONS, PERMISSION_GROUPS, screenGroup, send } from './authorization-support';

/**
 * For each seeded role: the menu, every route of the shell's route table and every action button
 * match the access map the API returns for that user (never a hand-written table), and every
 * operation the user does not hold is refused by the API when forged with the user's own token.
 */

const ROLES: readonly DemoUser[] = ['superadmin', 'admin', 'staff'];
const DENIED = 'You do not have access to this page.';
/** Master screens without a filter (spec 2.6); every other list screen has Filter Data. */
const WITHOUT_FILTER = new Set(['permission-management', 'roles-management']);

// Every route is opened with a full page load; the first visit of each remote is slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

const entries = /^Showing \d+ to \d+ of \d+ entries$/;
const count = (present: boolean) => (present ? 1 : 0);

async function expectScreenActions(page: Page, route: DashboardRoute, access: AccessMap) {
  const group = screenGroup(route.menuPermission);
  const where = `${route.path} (${group}: ${(access[group] ?? []).join(',') || 'none'})`;
  const button = (name: string | RegExp) => page.getByRole('main').getByRole('button', { name });
  await expect(page.getByText(entries), `rows of ${where}`).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No Access', { exact: true })).toHaveCount(0);
  await expect(button(/^Filter Data/), `Filter on ${where}`).toHaveCount(count(!WITHOUT_FILTER.has(route.path)));
  if (route.remote.app === 'mf-master') {
    await expect(button('Add Data'), `Add Data on ${where}`).toHaveCount(count(holds(access, `${group}.create`)));
    const edits = await button('Edit').count();
    const deletes = await button('Delete').count();
    expect(edits > 0, `Edit on ${where}`).toBe(holds(access, `${group}.update`));
    expect(deletes > 0, `Delete on ${where}`).toBe(holds(access, `${group}.delete`));
  } else if (route.remote.app === 'mf-transactions') {
    await expect(button('Export'), `Export on ${where}`).toHaveCount(1);
    expect(await button('Inquiry').count(), `Inquiry on ${where}`).toBeGreaterThan(0);
    expect(await button('Notif').count(), `Notif on ${where}`).toBeGreaterThan(0);
    await expect(button('Add Data')).toHaveCount(0);
  } else {
    expect(await button(/^See History/).count(), `See History on ${where}`).toBeGreaterThan(0);
  }
}

for (const role of ROLES) {
  test(`${role}: menu, routes and action buttons follow the access map, and the API refuses the rest`, async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const { token } = await signIn(page, role);
    const access = await accessOf(token);

    // The menu: exactly the entries whose read permission is held, and the groups holding them.
    const menu = sidebar(page);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible({ timeout: 30_000 });
    for (const route of DASHBOARD_ROUTES) {
      await expect(menu.getByRole('link', { name: route.label, exact: true }), `menu entry ${route.label}`).toHaveCount(count(holds(access, route.menuPermission)));
    }
    for (const group of ['transactions', 'master'] as const) {
      const shown = DASHBOARD_ROUTES.some((route) => route.group === group && holds(access, route.menuPermission));
      await expect(menu.getByText(group === 'master' ? 'Master' : 'Transactions', { exact: true }), `menu group ${group}`).toHaveCount(count(shown));
    }

    // Every route, opened directly: the guard's alert, the screen's no-access view, or the screen with its buttons.
    for (const route of DASHBOARD_ROUTES) {
      alerts.length = 0;
      const path = `/dashboard/${route.path}`;
      await page.goto(path);
      if (!holds(access, route.permission)) {
        await page.waitForURL('**/dashboard/home');
        expect(alerts, `guard on ${path}`).toEqual([DENIED]);
        continue;
      }
      // A screen with a range writes it into the URL as soon as it shows (sooner when Home's panels
      // have loaded its remote already), possibly before this check.
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      expect(alerts, `no alert on ${path}`).toEqual([]);
      if (holds(access, route.menuPermission)) await expectScreenActions(page, route, access);
      else {
        await expect(page.getByText('No Access', { exact: true }), `no-access view on ${path}`).toBeVisible({ timeout: 60_000 });
        await expect(page.getByText("Looks like you don't have permission to access this content.")).toBeVisible();
        await expect(page.getByRole('main').getByRole('button', { name: /^(Add Data|Edit|Delete|Filter Data)/ })).toHaveCount(0);
      }
    }

    // The server is the last line: every operation not held is refused with the user's own token,
    // and a held read is answered (the refusals are not a blanket 403).
    const refused: string[] = [];
    const answered: string[] = [];
    for (const group of PERMISSION_GROUPS) {
      for (const operation of OPERATIONS) {
        for (const request of forgedRequests(group, operation)) {
          const status = await send(token, request);
          const line = `${request.method} ${request.path} -> ${status}`;
          if (!holds(access, `${group}.${operation}`)) refused.push(line);
          else if (request.method === 'GET' && !/\/\d+$/.test(request.path)) answered.push(line); // lists: ids may be another company's
        }
      }
    }
    expect(refused.filter((line) => !line.endsWith('-> 403')), `forged requests of ${role} not refused`).toEqual([]);
    expect(answered.filter((line) => !line.endsWith('-> 200')), `held reads of ${role} not answered`).toEqual([]);
    console.log(`[authz] ${role}: ${refused.length} forged requests refused, ${answered.length} held reads answered`);
  });
}
