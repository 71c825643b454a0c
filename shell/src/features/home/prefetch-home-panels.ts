import { hasPermission, type SessionStatus } from '@console/shared';

/**
 * Starts loading the code of the Home panels `status` lets the user see (Home's slot, the
 * federation runtime, each contributing remote's `./panels` module: `prepareHomePanels`), when Home
 * comes next: the company selection calls it while the user chooses. A failure is left to Home.
 */
export function prefetchHomePanels(status: SessionStatus): void {
  import('./home-panels').catch(() => undefined);
  import('./prepare-home-panels')
    .then(({ prepareHomePanels }) => prepareHomePanels((permission) => hasPermission(status.access, permission)))
    .catch(() => undefined);
}
