import type { SearchDeclaration } from '@console/shared';
import type { BrowserRegistry } from '@console/shared/release-plane';

/** A searcher of the top bar's order search and the remote that declares it (decision 151). */
export interface DeclaredSearcher {
  readonly app: string;
  readonly searcher: SearchDeclaration;
}

/**
 * The searchers the active release of each remote declares, in their order (then by id): what the
 * registry this browser was answered says, canaries included. A release without a declaration, or
 * with one of a schema this shell does not know, finds nothing.
 */
export function declaredSearchers(registry: BrowserRegistry): DeclaredSearcher[] {
  const searchers: DeclaredSearcher[] = [];
  for (const [app, entry] of Object.entries(registry.apps ?? {})) {
    if (entry.kind !== 'remote' || !entry.active) continue;
    const declaration = entry.releases.find((release) => release.version === entry.active)?.declaration;
    if (declaration?.schema !== 1 || !Array.isArray(declaration.search)) continue;
    for (const searcher of declaration.search) searchers.push({ app, searcher });
  }
  return searchers.sort((a, b) => a.searcher.order - b.searcher.order || a.searcher.id.localeCompare(b.searcher.id));
}

/** The searchers the user holds the permission of: the others are never asked. */
export const permittedSearchers = (searchers: readonly DeclaredSearcher[], holds: (permission: string) => boolean): DeclaredSearcher[] =>
  searchers.filter(({ searcher }) => holds(searcher.permission));
