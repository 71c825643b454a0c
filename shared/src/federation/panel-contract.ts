import { DECLARATION_SCHEMA } from './declaration-contract';

/**
 * The Home page's panels (decision 110): each remote declares the panels it contributes next to
 * its screens, in `src/declaration/panels.ts` (data only, read by its build in Node), and exposes
 * their components under `./panels`. The build writes the declaration into `build-info.json`,
 * publish validates it and records it on the release, and the shell shows the panels of the active
 * releases whose permission the user holds, each in its own error boundary.
 */

/** The exposed module key of the panel components. */
export const REMOTE_PANELS_KEY = 'panels';

/** One panel a remote contributes to the Home page. */
export interface PanelDeclaration {
  /** Unique across every app, e.g. `payments`: lower case letters, digits and dashes. */
  readonly id: string;
  /** Shown as the panel's heading and in messages about it. */
  readonly title: string;
  /** Panels are shown in ascending order (then by id). */
  readonly order: number;
  /** The read permission as `group.action` (e.g. `dashboard_transactionva.read`): without it (or one of `orPermissions`), no panel and no call. */
  readonly permission: string;
  /**
   * More permissions (`group.action`), any of which also shows the panel: for a panel with parts
   * of several lists, each part shown (and asked for) only with its own permission (decision 116).
   * Optional and ignored by a shell older than it, which shows the panel for `permission` alone.
   */
  readonly orPermissions?: readonly string[];
  /** The export name of the panel's component in the remote's `./panels` module (takes no props). */
  readonly component: string;
}

/** Every permission that shows a panel: its `permission`, then its `orPermissions` (decision 116). */
export function panelPermissions(panel: Pick<PanelDeclaration, 'permission' | 'orPermissions'>): string[] {
  return [panel.permission, ...(panel.orPermissions ?? [])];
}

const ID = /^[a-z][a-z0-9-]{0,39}$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]{0,63}$/;

/**
 * What is wrong with the panel declarations of a set of apps (app name -> its declaration, as
 * found in a build or a release; one without `panels` contributes none), one sentence each; empty when they can all be shown together.
 * A panel must be well formed, ask only for permissions of `knownPermissions` (`group.action` pairs
 * a user can hold: a panel nobody may see is a mistake; `permission` and each of `orPermissions`),
 * and have an id no other panel has.
 */
export function panelDeclarationProblems(byApp: Readonly<Record<string, unknown>>, knownPermissions: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const [app, declaration] of Object.entries(byApp)) {
    if (declaration === undefined) continue;
    if (typeof declaration !== 'object' || declaration === null) {
      problems.push(`${app}: its panels are not a declaration object`);
      continue;
    }
    const { schema, panels } = declaration as { schema?: unknown; panels?: unknown };
    if (schema !== DECLARATION_SCHEMA) {
      problems.push(`${app}: its declaration has schema ${JSON.stringify(schema)}, not ${DECLARATION_SCHEMA}`);
      continue;
    }
    if (panels === undefined) continue;
    if (!Array.isArray(panels)) {
      problems.push(`${app}: its panels are not a list`);
      continue;
    }
    panels.forEach((value: unknown, index) => {
      const panel = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const name = typeof panel.id === 'string' ? `panel "${panel.id}"` : `panel ${index + 1}`;
      const fail = (text: string) => problems.push(`${app}: ${name} ${text}`);
      if (typeof panel.id !== 'string' || !ID.test(panel.id)) fail('has no valid id (lower case letters, digits and dashes)');
      if (typeof panel.title !== 'string' || panel.title.trim() === '') fail('has no title');
      if (typeof panel.order !== 'number' || !Number.isFinite(panel.order)) fail('has no numeric order');
      if (typeof panel.component !== 'string' || !COMPONENT.test(panel.component)) fail('names no component export (e.g. PaymentsPanel)');
      if (typeof panel.permission !== 'string' || !knownPermissions.has(panel.permission)) {
        fail(`asks for permission ${JSON.stringify(panel.permission)}, which no user can hold (not a group.action of the permission model)`);
      }
      if (panel.orPermissions !== undefined) {
        if (!Array.isArray(panel.orPermissions)) fail('has orPermissions that are not a list');
        else {
          for (const other of panel.orPermissions as unknown[]) {
            if (typeof other !== 'string' || !knownPermissions.has(other)) {
              fail(`asks for permission ${JSON.stringify(other)}, which no user can hold (not a group.action of the permission model)`);
            } else if (other === panel.permission || panel.orPermissions.indexOf(other) !== panel.orPermissions.lastIndexOf(other)) {
              fail(`names permission "${other}" twice`);
            }
          }
        }
      }
      if (typeof panel.id === 'string') {
        const owner = owners.get(panel.id);
        if (owner !== undefined) problems.push(`${app}: panel id "${panel.id}" is already declared by ${owner}`);
        else owners.set(panel.id, app);
      }
    });
  }
  return problems;
}
