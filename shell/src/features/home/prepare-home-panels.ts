import { activeRegistry, loadRemotePanelsAttempt } from '../../remotes/remote-loader';
import { declaredPanels, permittedPanels } from '../../remotes/remote-panels';

/**
 * Loads the code of the Home panels the user may see (the `./panels` module of each remote that
 * contributes one, after the registry is read and the federation runtime started) before Home
 * shows: signing in calls it while the user chooses a company, so Home's panels wait for their
 * data only. The loads are the ones Home's slot then uses (`loadRemotePanelsAttempt`'s first
 * attempt); a failure is left to the panel, which shows it with Retry as it would have without the
 * head start. Resolves once every load has settled; never rejects.
 */
export async function prepareHomePanels(holds: (permission: string) => boolean): Promise<void> {
  try {
    const apps = new Set(permittedPanels(declaredPanels(await activeRegistry()), holds).map(({ app }) => app));
    await Promise.allSettled([...apps].map((app) => loadRemotePanelsAttempt(app, 0)));
  } catch {
    // An unreadable registry: Home's slot reads it again and says so.
  }
}
