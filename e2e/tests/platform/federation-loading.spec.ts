import { expect, test, type Page } from '@playwright/test';
import { activeRelease, sharedAssets } from '../../support/releases';
import { signIn } from '../../support/session';

const REMOTES = ['mf-transactions', 'mf-master', 'mf-notifications'];
const SINGLETONS = ['react', 'react-dom', 'react-router', '@chakra-ui/react', '@emotion/react', '@console/shared/core', '@console/shared/forms'];
/** Provided for remotes released before `@console/shared` was split in two keys (decision 072); today's remotes do not ask for it. */
const COMPATIBILITY_KEYS = ['@console/shared'];

/** Every URL path the page requests, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const count = (paths: string[], path: string) => paths.filter((requested) => requested === path).length;

test('the login page loads no remote code', async ({ page }) => {
  const paths = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  expect(paths.filter((path) => REMOTES.some((remote) => path.startsWith(`/releases/${remote}/`)))).toEqual([]);
});

test('each remote loads once and every shared singleton is fetched exactly once, from the shell', async ({ page }) => {
  const paths = recordRequests(page);
  await signIn(page, 'superadmin');
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });

  // One page session that visits a route of every remote, and comes back to one.
  for (const [label, heading] of [
    ['Virtual Account', 'Transaction VA'],
    ['Company Group', 'Company Group'],
    ['Notifications', 'Notifications'],
    ['QRIS', 'Transaction BRI QRIS'],
    ['Company', 'Company'],
  ] as const) {
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
  }

  for (const remote of REMOTES) {
    const release = activeRelease(remote);
    expect(count(paths, `/releases/${remote}/${release}/mf-manifest.json`), `${remote} manifest`).toBe(1);
    expect(count(paths, `/releases/${remote}/${release}/remoteEntry.js`), `${remote} entry`).toBe(1);
  }

  const shell = sharedAssets('shell');
  for (const name of SINGLETONS) {
    const shellFiles = shell.get(name) ?? [];
    expect(shellFiles.length, `the shell provides ${name}`).toBeGreaterThan(0);
    const fetched = shellFiles.map((file) => count(paths, file));
    expect(Math.max(...fetched), `${name}: no shell file fetched twice`).toBe(1);
    for (const remote of REMOTES) {
      const remoteFiles = sharedAssets(remote).get(name) ?? [];
      expect(remoteFiles.filter((file) => paths.includes(file)), `${remote} must not fetch its own ${name}`).toEqual([]);
    }
  }
  for (const name of COMPATIBILITY_KEYS) {
    const shellFiles = shell.get(name) ?? [];
    expect(shellFiles.length, `the shell provides ${name}`).toBeGreaterThan(0);
    expect(Math.max(...shellFiles.map((file) => count(paths, file))), `${name}: no shell file fetched twice`).toBeLessThanOrEqual(1);
  }
});
