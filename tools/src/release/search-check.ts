import { knownPermissions } from '@console/rules';
import { searchDeclarationProblems } from '@console/shared/declaration';
import type { AppName } from '../paths';
import type { BuildInfo } from '../rspack/build-info';
import type { RecordedRegistry, ReleaseCheck } from './release-events';

/**
 * The search check (decision 151): the order searchers the build declares are well formed, ask for
 * a permission a user can hold (the contract's permission model, `@console/rules`), link their
 * hits to one of the remote's own declared screens, and share no id with a searcher of another
 * app's active release (or its canary). Not overridable: a hit linking to a page the remote does
 * not render would lead users to "There is no page". Publish gives it the build's declaration; a
 * rollback the declaration recorded on the release it returns to.
 */
export function checkSearch(app: AppName, buildInfo: Pick<BuildInfo, 'declaration'> | null, registry: RecordedRegistry): ReleaseCheck[] {
  const declared = buildInfo?.declaration;
  // A build that finds nothing has nothing to check (and its verification lists no such check).
  if (declared?.search === undefined) return [];
  const others: Record<string, unknown> = {};
  for (const [other, entry] of Object.entries(registry.apps)) {
    if (other === app) continue;
    for (const version of [entry.active, entry.canary?.version]) {
      const declaration = entry.releases.find((release) => release.version === version)?.declaration;
      if (declaration?.search) others[`${other} ${version}`] = declaration;
    }
  }
  const problems = searchDeclarationProblems({ ...others, [app]: declared }, knownPermissions());
  if (problems.length > 0) return [{ name: 'search', status: 'failed', detail: `its order searchers cannot be asked:\n${problems.map((problem) => `- ${problem}`).join('\n')}` }];
  const names = declared.search.map((searcher) => `${searcher.id} (${searcher.permission}, to /dashboard/${searcher.route.split('?', 1)[0]})`).join(', ');
  return [{ name: 'search', status: 'passed', detail: `it declares the order searchers ${names || 'none'}` }];
}
