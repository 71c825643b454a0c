import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { activeRelease, releaseCli } from '../../support/releases';
import { ROOT_DIR } from '../../support/environment';
import { signIn, signInThroughUi } from '../../support/session';
import {
  areaFailure,
  buildAgainstShared,
  expectRestOfConsoleWorks,
  heading,
  injectRenderFault,
  releaseFolder,
  REMOTES,
  retryRecovers,
  timeToMessage,
  type RemoteUnderTest,
} from './fault-support';

/**
 * The remote half of the fault matrix: for each remote, each way it can fail. Every case: the
 * layout stays (no white screen), the failed area says what went wrong within a few seconds, the
 * other areas keep working, and Retry recovers without a page load once the fault is gone.
 * Time-to-message is printed as `[fault] <remote> <case>: <ms> ms` (docs/reliability.md).
 */

/** The `@console/shared` version the shell provides (its package's), and the versions around it. */
const SHARED = (() => {
  const version = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return { version, major, nextMinor: `${major}.${minor + 1}.0` };
})();

const report = (remote: RemoteUnderTest, fault: string, ms: number, healthyMs: number) =>
  console.log(`[fault] ${remote.app} ${fault}: message after ${ms} ms (a healthy area opened in ${healthyMs} ms)`);

async function failsAlone(page: Page, remote: RemoteUnderTest, fault: string, reason: string, throughUi = false): Promise<void> {
  if (throughUi) await signInThroughUi(page, 'superadmin');
  else await signIn(page, 'superadmin');
  const failure = areaFailure(page, remote);
  const ms = await timeToMessage(page, remote.link, failure);
  await expect(failure).toContainText(reason);
  await expect(failure).toContainText('The rest of the console keeps working.');
  report(remote, fault, ms, await expectRestOfConsoleWorks(page, remote));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: remote.link, exact: true }).click();
  await expect(failure).toBeVisible();
}

for (const remote of REMOTES) {
  test.describe(`${remote.app} faults`, () => {
    test(`its server down: signing in works, ${remote.area} alone fails, Retry recovers`, async ({ page }) => {
      const down = `**/releases/${remote.app}/**`;
      await page.route(down, (route) => route.abort('connectionrefused'));
      await failsAlone(page, remote, 'server down', `${remote.area} is unavailable: its code could not be downloaded.`, true);
      await page.unroute(down);
      await retryRecovers(page, remote);
    });

    test(`its release folder missing (404): ${remote.area} alone fails, Retry recovers`, async ({ page }) => {
      const folder = releaseFolder(remote.app);
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes(`/releases/${remote.app}/`)) statuses.push(response.status());
      });
      renameSync(folder, `${folder}.missing`);
      try {
        await failsAlone(page, remote, 'release folder missing', `${remote.area} is unavailable: its code could not be downloaded.`);
        expect(statuses).toContain(404);
      } finally {
        renameSync(`${folder}.missing`, folder);
      }
      await retryRecovers(page, remote);
    });

    test(`it throws while rendering: ${remote.area} alone fails, Retry recovers`, async ({ page }) => {
      const heal = await injectRenderFault(page, remote.app);
      await failsAlone(page, remote, 'throws while rendering', "It failed while showing this screen: Cannot read properties of undefined (reading 'rows')");
      await heal();
      await retryRecovers(page, remote);
    });

    for (const [fault, shared, refusal] of [
      ['built against an incompatible major of @console/shared', { version: `${SHARED.major + 1}.0.0`, requiredVersion: `^${SHARED.major + 1}.0.0` }, `@console/shared/core: needs ^${SHARED.major + 1}.0.0, the shell provides ${SHARED.version}`],
      ['built against a newer minor of @console/shared', { version: SHARED.nextMinor, requiredVersion: `^${SHARED.major}.0.0` }, `@console/shared/core: built against ${SHARED.nextMinor}, newer than the ${SHARED.version} the shell provides`],
    ] as const) {
      test(`${fault}: publish refuses it; forced, ${remote.area} alone fails, Retry recovers after the rollback`, async ({ page }) => {
        // Publishing and rolling back a release (precompressing every file) takes a while on a busy machine.
        test.setTimeout(150_000);
        const good = activeRelease(remote.app);
        const build = buildAgainstShared(remote.app, shared);
        try {
          expect(() => releaseCli('publish', remote.app, '--from', build)).toThrow(refusal);
          expect(activeRelease(remote.app)).toBe(good);
          releaseCli('publish', remote.app, '--from', build, '--force', '--by', 'fault-matrix');

          await failsAlone(page, remote, fault, 'it needs a version of a shared library this console does not provide');
        } finally {
          if (activeRelease(remote.app) !== good) releaseCli('rollback', remote.app, '--to', good, '--by', 'fault-matrix', '--expect', activeRelease(remote.app));
          rmSync(build, { recursive: true, force: true });
        }
        await retryRecovers(page, remote);
        await expect(page.locator(`[data-remote="${remote.app}"]`)).toHaveAttribute('data-release', good);
        await expect(heading(page, remote.heading)).toBeVisible();
      });
    }
  });
}
