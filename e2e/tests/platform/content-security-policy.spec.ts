import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_ROUTES } from '../../support/declared-screens';
import { signIn } from '../../support/session';

/**
 * The console's Content-Security-Policy allows no inline or eval'd script, and no screen needs one:
 * every route of the shell's route table (all dashboard children, as superadmin) is opened with a
 * full page load and no `securitypolicyviolation` event nor CSP console message may appear. The
 * route list comes from the route table itself, so screens are covered as soon as they land.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function recordViolations(page: Page): Promise<{ events: () => Promise<Violation[]>; messages: string[] }> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: Violation[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  return { events: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations), messages };
}

const scriptSources = (csp: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';

test('the policy allows no inline or eval script, and no route of the console violates it', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const checkAfter = async (route: string) => {
    expect(await violations.events(), `CSP violations on ${route}`).toEqual([]);
    expect(violations.messages, `CSP console messages on ${route}`).toEqual([]);
  };

  const loginPage = await page.goto('/login');
  const csp = loginPage?.headers()['content-security-policy'] ?? '';
  expect(scriptSources(csp)).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await checkAfter('/login');

  await signIn(page, 'superadmin', '/selectcompany');
  await expect(page.getByRole('combobox', { name: 'Select Company' })).toBeVisible();
  await checkAfter('/selectcompany');

  for (const path of ['/dashboard/home', '/dashboard/manage-account']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await checkAfter(path);
  }

  for (const route of DASHBOARD_ROUTES) {
    const path = `/dashboard/${route.path}`;
    await page.goto(path);
    // A screen with a range writes it into the URL as soon as it shows (sooner once Home's panels loaded its remote).
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    // The remote's screen rendered (not its area's failure message).
    await expect(page.locator(`[data-remote="${route.remote.app}"]`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|stopped with an error/ })).toHaveCount(0);
    await checkAfter(path);
  }
});
