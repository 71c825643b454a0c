/**
 * The single-bundle build of the console (`CONSOLE_LINK=static npm run build -w shell`): stands in
 * for `@module-federation/enhanced/runtime` in the shell's remote loader, so every remote's
 * `./screens` module is linked into the shell's own build (a lazy chunk each) instead of being
 * fetched through module federation. Same code, one bundle: the yardstick of bench/static.
 */
import type { RemoteScreensModule } from '@console/shared';

const SCREENS: Record<string, () => Promise<RemoteScreensModule>> = {
  mf_transactions: () => import('../../../mf-transactions/src/exposes/screens'),
  mf_master: () => import('../../../mf-master/src/exposes/screens'),
  mf_notifications: () => import('../../../mf-notifications/src/exposes/screens'),
};

/** Nothing to register: the remotes are part of this build. */
export function registerRemotes(): void {}

/** No federation runtime to extend: nothing is fetched through it. */
export function registerPlugins(): void {}

/** `<federation name>/screens` from the linked remotes. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = SCREENS[id.split('/')[0] ?? ''];
  if (!load) throw new Error(`${id} is not linked into this build`);
  return (await load()) as T;
}
