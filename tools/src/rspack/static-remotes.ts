/** What rspack gives for `import.meta.webpackContext` (typed here rather than by its global module types). */
interface ModuleContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}
type StaticImportMeta = { webpackContext(request: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): ModuleContext };

/**
 * The single-bundle build of the console (`CONSOLE_LINK=static npm run build -w shell`): stands in
 * for `@module-federation/enhanced/runtime` in the shell's remote loader, so every module a remote
 * exposes (`src/exposes/<key>.tsx`: `./screens`, and `./panels` for a remote that declares panels,
 * decision 110) is linked into the shell's own build (a lazy chunk each) instead of being fetched
 * through module federation. Same code, one bundle: the yardstick of bench/static. Each remote's
 * exposed modules are found in its folder, so a remote's first panel changes nothing here (decision 150).
 */
const EXPOSED: Record<string, ModuleContext> = {
  mf_transactions: (import.meta as unknown as StaticImportMeta).webpackContext('../../../mf-transactions/src/exposes', { recursive: false, regExp: /^\.\/[a-z-]+\.tsx$/, mode: 'lazy' }),
  mf_master: (import.meta as unknown as StaticImportMeta).webpackContext('../../../mf-master/src/exposes', { recursive: false, regExp: /^\.\/[a-z-]+\.tsx$/, mode: 'lazy' }),
  mf_notifications: (import.meta as unknown as StaticImportMeta).webpackContext('../../../mf-notifications/src/exposes', { recursive: false, regExp: /^\.\/[a-z-]+\.tsx$/, mode: 'lazy' }),
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
  const [name = '', key = ''] = id.split('/');
  const context = EXPOSED[name];
  const file = `./${key}.tsx`;
  if (!context?.keys().includes(file)) throw new Error(`${id} is not linked into this build`);
  return (await context(file)) as T;
}
