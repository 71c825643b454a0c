import type { BrowserRegistry } from '@console/shared/release-plane';

/**
 * What people call each remote's part of the console, for messages about that area, as the active
 * releases declare it (their declaration's `area`, else the group or label of their first screen):
 * learned from every read of the registry, so the shell knows no remote's name.
 */
const areas = new Map<string, string>();

/** Learns the area names the registry's active releases declare. */
export function rememberAreas(registry: BrowserRegistry): void {
  for (const [app, entry] of Object.entries(registry.apps ?? {})) {
    if (entry.kind !== 'remote') continue;
    const declaration = entry.releases.find((release) => release.version === entry.active)?.declaration;
    if (declaration?.schema !== 1) continue;
    const first = Array.isArray(declaration.screens) ? declaration.screens[0] : undefined;
    const name = declaration.area ?? first?.group?.label ?? first?.label;
    if (typeof name === 'string' && name.trim() !== '') areas.set(app, name);
  }
}

/** The area `app` is known by; the app's own name while no registry naming it has been read. */
export const areaName = (app: string) => areas.get(app) ?? app;

/** Forgets what was learned, as a page load would (tests). */
export const forgetAreas = () => areas.clear();
