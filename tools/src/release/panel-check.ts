import { CONSOLE_PERMISSION_GROUPS, PERMISSION_GROUPS } from '../../../api/src/auth/permission-groups';
import { OPERATIONS } from '../../../api/src/validation/rules';
import { panelDeclarationProblems, panelPermissions } from '../../../shared/src/federation/panel-contract';
import type { AppName } from '../paths';
import type { BuildInfo } from '../rspack/build-info';
import type { RecordedRegistry, ReleaseCheck } from './release-events';

/**
 * Every `group.action` a user can hold: each operation of each permission group of the spec, and
 * the console's own groups with their operations. Read from the API's permission model itself, so
 * a panel can never ask for a permission the API does not know.
 */
export function knownPermissions(): ReadonlySet<string> {
  const known = new Set<string>();
  for (const group of PERMISSION_GROUPS) for (const operation of OPERATIONS) known.add(`${group}.${operation}`);
  for (const [group, operations] of Object.entries(CONSOLE_PERMISSION_GROUPS)) for (const operation of operations) known.add(`${group}.${operation}`);
  return known;
}

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
