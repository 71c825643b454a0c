import type { PanelDeclaration } from './panel-contract';
import type { SearchDeclaration } from './search-contract';

/**
 * What a remote declares about the screens it renders and the Home page panels it contributes (schema 1): the build writes it into the
 * release (`build-info.json`), publish checks it and records it on the release in the registry,
 * and the shell builds its routes, sidebar and route guard from the declarations of the active
 * releases (docs/decisions/100-screens-declared-by-their-remote.md). Pure data, so a build reads it
 * in Node. Later schemas may add fields (for example Home panels); a reader ignores fields it does
 * not know and refuses a schema it does not know.
 */
export interface RemoteDeclaration {
  readonly schema: 1;
  readonly screens: readonly ScreenDeclaration[];
  /**
   * The Home page panels it contributes (decision 110), checked by publish's panels check against
   * the API's permission model and the other apps' panels; absent when it contributes none.
   */
  readonly panels?: readonly PanelDeclaration[];
  /**
   * What the top bar's order search finds in this remote, and where a hit links (decision 151),
   * checked by publish's search check; absent when it finds nothing.
   */
  readonly search?: readonly SearchDeclaration[];
  /**
   * What people call this remote's part of the console (e.g. `Master Data`): the shell names it in
   * messages about the remote (`Master Data could not be loaded`, `A new version of Master Data is
   * available.`). Without it the shell says the group or label of its first screen.
   */
  readonly area?: string;
}

/** A sidebar group: entries of every app with the same group id are shown together. */
export interface MenuGroupDeclaration {
  /** e.g. `master`. */
  readonly id: string;
  /** e.g. `Master`. */
  readonly label: string;
}

/** One dashboard screen of a remote. */
export interface ScreenDeclaration {
  /** Dashboard child path (`/dashboard/<path>`): lower-case words joined by hyphens. */
  readonly path: string;
  /** The key of the screen's component in the remote's `./screens` module. */
  readonly screen: string;
  /** The sidebar entry's text. */
  readonly label: string;
  /** The page title (the browser tab says `<title> | ...`). */
  readonly title: string;
  /** The sidebar group, or null for an entry of its own. */
  readonly group: MenuGroupDeclaration | null;
  /**
   * Place in the sidebar: entries and groups (a group at its first entry's place) are shown in
   * ascending order after Home, and before the shell's own screens.
   */
  readonly order: number;
  /** Whether the route guard requires a signed-in user (false only for a screen that decides itself). */
  readonly requiresLogin: boolean;
  /** The permission the route guard checks before the remote's code loads (`group.action`); null: login is enough. */
  readonly permission: string | null;
  /** The permission that shows the sidebar entry (`group.action`). */
  readonly menuPermission: string;
}

/** The declaration schema this contract describes. */
export const DECLARATION_SCHEMA = 1;

const PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERMISSION_PATTERN = /^[a-z0-9_]+\.[a-z0-9_]+$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function screenProblems(value: unknown, index: number): string[] {
  const at = `screens[${index}]`;
  if (typeof value !== 'object' || value === null) return [`${at} is not an object`];
  const screen = value as Record<string, unknown>;
  const problems: string[] = [];
  const name = isText(screen.path) ? `${at} (${screen.path})` : at;
  if (typeof screen.path !== 'string' || !PATH_PATTERN.test(screen.path)) problems.push(`${at}: path must be lower-case words joined by hyphens`);
  for (const key of ['screen', 'label', 'title'] as const) if (!isText(screen[key])) problems.push(`${name}: ${key} is missing`);
  if (screen.group !== null) {
    const group = screen.group as Record<string, unknown> | undefined;
    if (typeof group !== 'object' || !isText(group.id) || !isText(group.label)) problems.push(`${name}: group must be null or { id, label }`);
  }
  if (typeof screen.order !== 'number' || !Number.isFinite(screen.order)) problems.push(`${name}: order must be a number`);
  if (typeof screen.requiresLogin !== 'boolean') problems.push(`${name}: requiresLogin must be true or false`);
  if (screen.permission !== null && !(typeof screen.permission === 'string' && PERMISSION_PATTERN.test(screen.permission))) {
    problems.push(`${name}: permission must be null or group.action, not ${JSON.stringify(screen.permission)}`);
  }
  if (!(typeof screen.menuPermission === 'string' && PERMISSION_PATTERN.test(screen.menuPermission))) {
    problems.push(`${name}: menuPermission must be group.action, not ${JSON.stringify(screen.menuPermission)}`);
  }
  return problems;
}

/**
 * The modules a remote exposes, as its declaration implies (decision 150): `./screens` always, and
 * `./panels` when it declares a Home page panel. The build and publish both hold a remote's exposes
 * to this, so a remote that adds its first panel changes nothing outside its own folder.
 */
export function declaredExposes(declaration: Pick<RemoteDeclaration, 'panels'>): string[] {
  return (declaration.panels?.length ?? 0) > 0 ? ['./panels', './screens'] : ['./screens'];
}

/**
 * What is wrong with a declaration, one line each; empty when it is a valid schema-1 declaration
 * whose paths are unique. (Whether a path belongs to another app is publish's to check.)
 */
export function declarationProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['the declaration is not an object'];
  const declaration = value as Record<string, unknown>;
  if (declaration.schema !== DECLARATION_SCHEMA) return [`schema is ${JSON.stringify(declaration.schema)}, not ${DECLARATION_SCHEMA}`];
  if (!Array.isArray(declaration.screens)) return ['screens is not a list'];
  const problems = declaration.screens.flatMap((screen, index) => screenProblems(screen, index));
  const paths = declaration.screens.map((screen) => (screen as { path?: unknown } | null)?.path);
  const repeated = [...new Set(paths.filter((path, index) => typeof path === 'string' && paths.indexOf(path) !== index))];
  if (repeated.length > 0) problems.push(`paths declared more than once: ${repeated.join(', ')}`);
  if (declaration.area !== undefined && !isText(declaration.area)) problems.push('area must be a text (what people call this part of the console)');
  return problems;
}
