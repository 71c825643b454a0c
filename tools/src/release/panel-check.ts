import { knownPermissions } from '@console/rules';
import { panelDeclarationProblems, panelPermissions } from '@console/shared/declaration';
import type { AppName } from '../paths';
import type { BuildInfo } from '../rspack/build-info';
import type { RecordedRegistry, ReleaseCheck } from './release-events';
import { checkSearch } from './search-check';

/**
 * The panels check (decision 110): the Home page panels the build declares are well formed, ask
 * for a permission a user can hold, and share no id with a panel of another app's active release
 * (or its canary). Not overridable: a bad declaration would show a panel nobody may see, or two
 * panels the shell cannot tell apart. Publish gives it the build's declaration; a rollback the
 * declaration recorded on the release it returns to (the one the shell will read).
 */
export function checkPanels(app: AppName, buildInfo: Pick<BuildInfo, 'declaration'> | null, registry: RecordedRegistry): ReleaseCheck[] {
  const declared = buildInfo?.declaration;
  // A build without panels has nothing to check (and its verification lists no such check).
  if (declared?.panels === undefined) return [];
  const others: Record<string, unknown> = {};
  for (const [other, entry] of Object.entries(registry.apps)) {
    if (other === app) continue;
    for (const version of [entry.active, entry.canary?.version]) {
      const declaration = entry.releases.find((release) => release.version === version)?.declaration;
      if (declaration?.panels) others[`${other} ${version}`] = declaration;
    }
  }
  // The active releases first, so a clash is told as this build taking an id another app holds.
  const problems = panelDeclarationProblems({ ...others, [app]: declared }, knownPermissions());
  if (problems.length > 0) return [{ name: 'panels', status: 'failed', detail: `its Home page panels cannot be shown:\n${problems.map((problem) => `- ${problem}`).join('\n')}` }];
  const names = declared.panels.map((panel) => `${panel.id} (${panelPermissions(panel).join(' or ')})`).join(', ');
  return [{ name: 'panels', status: 'passed', detail: `it declares the Home page panels ${names || 'none'}` }];
}

/** The checks of what a remote declares beside its screens: its Home page panels and its order searchers. */
export const checkDeclared = (app: AppName, buildInfo: Pick<BuildInfo, 'declaration'> | null, registry: RecordedRegistry): ReleaseCheck[] => [
  ...checkPanels(app, buildInfo, registry),
  ...checkSearch(app, buildInfo, registry),
];
