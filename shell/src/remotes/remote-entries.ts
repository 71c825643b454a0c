import type { BrowserRegistry } from '@console/shared/release-plane';

/** A remote as the shell registers it with the federation runtime. */
export interface RemoteEntry {
  /** App folder name, e.g. `mf-master`. */
  app: string;
  /** Federation name, e.g. `mf_master`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** The release version, or `override` for a developer's local entry. */
  version: string;
  overridden: boolean;
}

/** Local-storage key a developer sets to point this browser at their own build of one remote. */
const OVERRIDE_PREFIX = 'console.override.';
export const overrideKey = (app: string) => `${OVERRIDE_PREFIX}${app}`;

/**
 * The active release of each remote in the registry, with per-browser overrides applied when the
 * runtime config allows them. Apps without an active release are left out (their routes then show
 * the unavailable message).
 */
export function resolveRemoteEntries(
  registry: BrowserRegistry,
  options: { allowOverrides: boolean; storage?: Pick<Storage, 'getItem'> },
): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  for (const [app, releases] of Object.entries(registry.apps)) {
    if (releases.kind !== 'remote') continue;
    const override = options.allowOverrides ? options.storage?.getItem(overrideKey(app)) : null;
    if (override) {
      entries.push({ app, name: releases.federationName, entry: override, version: 'override', overridden: true });
      continue;
    }
    const active = releases.releases.find((release) => release.version === releases.active);
    if (!active) continue;
    // The name the active release's build registers as: a rolled-back release brings its own back.
    entries.push({ app, name: active.federationName ?? releases.federationName, entry: active.entry, version: active.version, overridden: false });
  }
  return entries;
}

/** The apps this browser has stored an override for (whatever the registry lists: the shell keeps no list of remotes). */
export function overriddenApps(storage: Pick<Storage, 'length' | 'key'>): string[] {
  const apps: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(OVERRIDE_PREFIX)) apps.push(key.slice(OVERRIDE_PREFIX.length));
  }
  return apps.sort();
}

/** The overrides this browser has set for the given apps (only meaningful where they are allowed). */
export function storedOverrides(apps: readonly string[], storage: Pick<Storage, 'getItem'>): { app: string; entry: string }[] {
  return apps.flatMap((app) => {
    const entry = storage.getItem(overrideKey(app));
    return entry ? [{ app, entry }] : [];
  });
}
