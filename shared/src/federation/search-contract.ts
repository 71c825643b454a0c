import { DECLARATION_SCHEMA } from './declaration-contract';

/**
 * The top bar's order search, declared by the remotes that own what it finds (decision 151): each
 * remote says, as data beside its screens and panels, which API call finds its orders, which
 * permission that needs, what a hit shows and the route of a hit, on one of its own screens. The
 * shell asks only the searchers whose permission the user holds, lists their hits under their
 * titles, and links each hit where its remote said: it knows no remote route, query or permission.
 */

/** One kind of order a remote's search finds (e.g. VA transactions). */
export interface SearchDeclaration {
  /** Unique across every app, e.g. `va-transactions`: lower case letters, digits and dashes. */
  readonly id: string;
  /** The heading its hits are listed under; searchers with the same title share one heading. */
  readonly title: string;
  /** What each hit's link says before its order id, e.g. `VA`. */
  readonly label: string;
  /** Searchers are listed in ascending order (then by id). */
  readonly order: number;
  /** The read permission (`group.action`) without which the searcher is not asked. */
  readonly permission: string;
  /** The API call: `GET <path>?<query>=<the text>`; several searchers of one call share one request. */
  readonly request: SearchRequestDeclaration;
  /** Which fields of a row of the reply a hit shows. */
  readonly hit: SearchHitDeclaration;
  /**
   * The route of a hit: the dashboard path of one of this remote's own declared screens, then an
   * optional query, where `{field}` is the row's value of that field and `{field:day}` the site
   * day of a time field (e.g. `transaction-va?from={trctCreatedTime:day}&q={trctOrderId}`).
   */
  readonly route: string;
}

export interface SearchRequestDeclaration {
  /** An API path of the spec's contract, e.g. `/dashboard/search`. */
  readonly path: string;
  /** The query parameter the text goes to, e.g. `q`. */
  readonly query: string;
  /** The list in the reply's `data` the rows are in (`data.<list>`), or null when `data` is the list. */
  readonly list: string | null;
  /** Only rows whose fields have these values are this searcher's (e.g. `{ trctType: 'va' }`). */
  readonly where?: Readonly<Record<string, string | number>>;
}

export interface SearchHitDeclaration {
  /** A field unique among the rows (the hit's key). */
  readonly key: string;
  /** The order id. */
  readonly orderId: string;
  /** The amount in rupiah, when the rows have one. */
  readonly amount?: string;
  /** The time the row was created (an ISO date-time). */
  readonly date: string;
  /**
   * The status code, the label each code is shown with (an unknown code is shown as it is) and,
   * optionally, the colour palette of each (`green`, `orange`, `red`: as the remote's screens show it).
   */
  readonly status: { readonly field: string; readonly labels: Readonly<Record<string, string>>; readonly palettes?: Readonly<Record<string, string>> };
  /** Other identifiers the text may have matched (a VA number): shown beside the order id when it matched one. */
  readonly alsoMatches?: readonly string[];
  /** How each of `alsoMatches` is named before its value (e.g. `{ trctVirtualAccountNo: 'No. VA' }`). */
  readonly matchLabels?: Readonly<Record<string, string>>;
}

const ID = /^[a-z][a-z0-9-]{0,39}$/;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const API_PATH = /^(\/[A-Za-z0-9_-]+)+$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const PLACEHOLDER_BODY = /^([A-Za-z_][A-Za-z0-9_]{0,63})(:day)?$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isField = (value: unknown): value is string => typeof value === 'string' && FIELD.test(value);

/** The dashboard path of a searcher's route (before `?`). */
export const searchRoutePath = (route: string): string => route.split('?', 1)[0] ?? '';

function routeProblems(route: unknown, screenPaths: ReadonlySet<string>): string[] {
  if (typeof route !== 'string' || route.trim() === '') return ['has no route'];
  const problems: string[] = [];
  const path = searchRoutePath(route);
  if (!screenPaths.has(path)) {
    problems.push(`links its hits to ${JSON.stringify(path)}, which is not one of this remote's declared screens (${[...screenPaths].join(', ') || 'none'})`);
  }
  for (const [, body] of route.matchAll(PLACEHOLDER)) {
    if (!PLACEHOLDER_BODY.test(body ?? '')) problems.push(`has a route placeholder {${body}} that is not {field} or {field:day}`);
  }
  if (route.replace(PLACEHOLDER, '').includes('{') || route.replace(PLACEHOLDER, '').includes('}')) problems.push('has an unbalanced { or } in its route');
  return problems;
}

function hitProblems(hit: unknown): string[] {
  if (typeof hit !== 'object' || hit === null) return ['has no hit (which fields a hit shows)'];
  const fields = hit as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of ['key', 'orderId', 'date'] as const) if (!isField(fields[key])) problems.push(`names no field for the hit's ${key}`);
  if (fields.amount !== undefined && !isField(fields.amount)) problems.push("names no field for the hit's amount");
  const status = fields.status as { field?: unknown; labels?: unknown } | undefined;
  if (typeof status !== 'object' || status === null || !isField(status.field)) problems.push("names no field for the hit's status");
  else if (typeof status.labels !== 'object' || status.labels === null || Object.values(status.labels).some((label) => !isText(label))) {
    problems.push("has status labels that are not texts by code (e.g. { \"00\": \"Lunas\" })");
  } else if ((status as { palettes?: unknown }).palettes !== undefined) {
    const palettes = (status as { palettes?: unknown }).palettes;
    if (typeof palettes !== 'object' || palettes === null || Object.values(palettes).some((palette) => typeof palette !== 'string' || !/^[a-z]+$/.test(palette))) {
      problems.push('has status palettes that are not colour names by code (e.g. { "00": "green" })');
    }
  }
  if (fields.alsoMatches !== undefined && !(Array.isArray(fields.alsoMatches) && fields.alsoMatches.every(isField))) problems.push('has alsoMatches that is not a list of fields');
  if (fields.matchLabels !== undefined && (typeof fields.matchLabels !== 'object' || fields.matchLabels === null || Object.values(fields.matchLabels).some((label) => !isText(label)))) {
    problems.push('has matchLabels that are not texts by field');
  }
  return problems;
}

function requestProblems(request: unknown): string[] {
  if (typeof request !== 'object' || request === null) return ['has no request (the API call that finds its orders)'];
  const call = request as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof call.path !== 'string' || !API_PATH.test(call.path)) problems.push(`searches ${JSON.stringify(call.path)}, which is not an API path (e.g. /dashboard/search)`);
  if (!isField(call.query)) problems.push('names no query parameter for the text');
  if (call.list !== null && !isField(call.list)) problems.push("names no list of the reply's data (a field, or null)");
  if (call.where !== undefined) {
    const where = call.where as Record<string, unknown> | null;
    if (typeof where !== 'object' || where === null || Object.entries(where).some(([field, value]) => !isField(field) || !['string', 'number'].includes(typeof value))) {
      problems.push('has a where that is not field -> value');
    }
  }
  return problems;
}

/**
 * What is wrong with the searchers of a set of apps (app name -> its declaration, as found in a
 * build or a release; one without `search` declares none), one sentence each; empty when they can
 * all be asked together. A searcher must be well formed, ask for a permission of
 * `knownPermissions` (a searcher nobody may ask is a mistake), link its hits to one of its own
 * remote's declared screens, and have an id no other searcher has.
 */
export function searchDeclarationProblems(byApp: Readonly<Record<string, unknown>>, knownPermissions: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const [app, declaration] of Object.entries(byApp)) {
    if (declaration === undefined) continue;
    if (typeof declaration !== 'object' || declaration === null) {
      problems.push(`${app}: its searchers are not a declaration object`);
      continue;
    }
    const { schema, search, screens } = declaration as { schema?: unknown; search?: unknown; screens?: unknown };
    if (schema !== DECLARATION_SCHEMA) {
      problems.push(`${app}: its declaration has schema ${JSON.stringify(schema)}, not ${DECLARATION_SCHEMA}`);
      continue;
    }
    if (search === undefined) continue;
    if (!Array.isArray(search)) {
      problems.push(`${app}: its search is not a list`);
      continue;
    }
    const screenPaths = new Set(Array.isArray(screens) ? screens.map((screen) => (screen as { path?: unknown } | null)?.path).filter((path): path is string => typeof path === 'string') : []);
    search.forEach((value: unknown, index) => {
      const searcher = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const name = typeof searcher.id === 'string' ? `searcher "${searcher.id}"` : `searcher ${index + 1}`;
      const fail = (text: string) => problems.push(`${app}: ${name} ${text}`);
      if (typeof searcher.id !== 'string' || !ID.test(searcher.id)) fail('has no valid id (lower case letters, digits and dashes)');
      for (const key of ['title', 'label'] as const) if (!isText(searcher[key])) fail(`has no ${key}`);
      if (typeof searcher.order !== 'number' || !Number.isFinite(searcher.order)) fail('has no numeric order');
      if (typeof searcher.permission !== 'string' || !knownPermissions.has(searcher.permission)) {
        fail(`asks for permission ${JSON.stringify(searcher.permission)}, which no user can hold (not a group.action of the permission model)`);
      }
      requestProblems(searcher.request).forEach(fail);
      hitProblems(searcher.hit).forEach(fail);
      routeProblems(searcher.route, screenPaths).forEach(fail);
      if (typeof searcher.id === 'string') {
        const owner = owners.get(searcher.id);
        if (owner !== undefined) problems.push(`${app}: searcher id "${searcher.id}" is already declared by ${owner}`);
        else owners.set(searcher.id, app);
      }
    });
  }
  return problems;
}
