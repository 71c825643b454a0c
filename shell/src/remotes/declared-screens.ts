import type { ScreenDeclaration } from '@console/shared';
import type { BrowserRegistry } from '@console/shared/release-plane';
import { SHELL_PATHS } from '../app/route-table';
import { registryOfThisPage } from './registry-read';
import { type DeclaredSearcher, declaredSearchers } from './remote-searchers';

/** A screen a remote declares, with the remote that renders it. */
export interface DeclaredScreen extends ScreenDeclaration {
  /** App folder name of the remote, e.g. `mf-master`. */
  readonly app: string;
}

/**
 * What the shell knows of the remotes' screens (and the order searchers they declare beside them,
 * decision 151): not asked yet, read, or unreadable (the registry could not be read).
 */
export type DeclaredScreensState =
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly screens: readonly DeclaredScreen[]; readonly searchers: readonly DeclaredSearcher[] }
  | { readonly status: 'unavailable' };

/**
 * The screens the active release of each remote declares, in menu order. A path the shell renders
 * itself, or one an app earlier in the registry already declares, is skipped (publish refuses both;
 * this only keeps a hand-edited registry from hiding a screen).
 */
export function declaredScreensOf(registry: BrowserRegistry): DeclaredScreen[] {
  const taken = new Set<string>(SHELL_PATHS);
  const screens: DeclaredScreen[] = [];
  for (const [app, releases] of Object.entries(registry.apps)) {
    if (releases.kind !== 'remote') continue;
    const active = releases.releases.find((release) => release.version === releases.active);
    const declaration = active?.declaration;
    if (declaration?.schema !== 1 || !Array.isArray(declaration.screens)) continue;
    for (const screen of declaration.screens) {
      if (taken.has(screen.path)) continue;
      taken.add(screen.path);
      screens.push({ ...screen, app });
    }
  }
  return screens.sort((a, b) => a.order - b.order);
}

let state: DeclaredScreensState = { status: 'pending' };
let load: Promise<DeclaredScreensState> | null = null;
const listeners = new Set<() => void>();

function settle(next: DeclaredScreensState): DeclaredScreensState {
  state = next;
  for (const listener of listeners) listener();
  return next;
}

/**
 * Reads the declared screens from the registry once per page load (after sign-in: the login page
 * never asks). Never rejects: an unreadable registry is `unavailable`, and the next call tries again.
 */
export function loadDeclaredScreens(): Promise<DeclaredScreensState> {
  if (state.status === 'ready') return Promise.resolve(state);
  load ??= registryOfThisPage().then(
    ({ registry }) => settle({ status: 'ready', screens: declaredScreensOf(registry), searchers: declaredSearchers(registry) }),
    (error: unknown) => {
      console.error('Release registry could not be read: the remotes’ screens are not available', error);
      load = null;
      return settle({ status: 'unavailable' });
    },
  );
  return load;
}

/** What is known now (for renders; `subscribeDeclaredScreens` says when it changes). */
export const declaredScreensState = (): DeclaredScreensState => state;

export function subscribeDeclaredScreens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets what the registry declared, without reading it (tests), or forgets it (`null`), as a page load would. */
export function setDeclaredScreens(screens: readonly DeclaredScreen[] | null, searchers: readonly DeclaredSearcher[] = []): void {
  load = null;
  settle(screens ? { status: 'ready', screens, searchers } : { status: 'pending' });
}
