import { OPERATIONS } from './patterns';

/**
 * The permission model of the spec's contract (spec 6): what a user can hold, as the status call's
 * `access` map says it (`group -> operations`) and as a screen checks it (`group.action`). The API
 * grants and enforces it; the release tooling checks what remotes declare against it (a panel or a
 * searcher nobody could see is refused); a console deployed against another backend of the same
 * contract checks against the same model.
 */

/** Every permission group of spec 6 (both spellings of the company-group one). */
export const PERMISSION_GROUPS = [
  'dashboard_notification',
  'dashboard_transactionva',
  'dashboard_transactionqr',
  'master_user',
  'master_user_company',
  'master_user_role',
  'master_company',
  'master_group_company',
  'master_company_group',
  'master_permission',
  'master_role_permission',
  'master_role',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/**
 * Permission groups of the console itself rather than of spec 6, with the operations each has:
 * `console_release` lets a release manager see (read) and change (update) which release of each
 * app runs, on the Releases screen whose endpoints the console server guards (decision 085);
 * `console_audit` lets an auditor read the audit trail on the Audit Log screen (decision 105). They
 * are not part of what makes a Superadmin (every operation of every group of spec 6), and no role
 * gets them by a blanket rule: the seed grants them by name.
 */
export const CONSOLE_PERMISSION_GROUPS = {
  console_release: ['read', 'update'],
  console_audit: ['read'],
} as const;

/** Every operation of every group: the `access` map of a user who holds all of them. */
export function fullAccess(): Record<string, string[]> {
  return {
    ...Object.fromEntries(PERMISSION_GROUPS.map((group) => [group, [...OPERATIONS]])),
    ...Object.fromEntries(Object.entries(CONSOLE_PERMISSION_GROUPS).map(([group, operations]) => [group, [...operations]])),
  };
}

/** Every `group.action` a user can hold: each operation of each group of spec 6, and the console's own groups with theirs. */
export function knownPermissions(): ReadonlySet<string> {
  return new Set(Object.entries(fullAccess()).flatMap(([group, operations]) => operations.map((operation) => `${group}.${operation}`)));
}
