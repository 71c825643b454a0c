/**
 * The single-bundle build of the console (`CONSOLE_LINK=static npm run build -w shell`): stands in
 * for `@module-federation/enhanced/runtime` in the shell's remote loader, so every remote's
 * `./screens` module is linked into the shell's own build (a lazy chunk each) instead of being
 * fetched through module federation (and the `./panels` of the remotes that have them, decision
 * 110). Same code, one bundle: the yardstick of bench/static.
 */
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mf_transactions/screens': () => import('../../../mf-transactions/src/exposes/screens'),
  'mf_transactions/panels': () => import('../../../mf-transactions/src/exposes/panels'),
  'mf_master/screens': () => import('../../../mf-master/src/exposes/screens'),
  'mf_notifications/screens': () => import('../../../mf-notifications/src/exposes/screens'),
  'mf_notifications/panels': () => import('../../../mf-notifications/src/exposes/panels'),
};

/** Nothing to register: the remotes are part of this build. */
export function registerRemotes(): void {}

/** No runtime plugins: nothing is loaded through federation in this build. */
export function registerPlugins(): void {}

/**
 * Version ranges are compared only for remotes loaded at run time (the shared-version guard);
 * here every remote is built with the shell's own libraries, so every version satisfies.
 */
export function satisfy(): boolean {
  return true;
}

/** `<federation name>/<exposed key>` from the linked remotes. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`${id} is not linked into this build`);
  return (await load()) as T;
}
