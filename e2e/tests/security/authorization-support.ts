import { expect } from '@playwright/test';
import { DASHBOARD_ROUTES } from '../../support/declared-screens';
import { API_URL } from '../../support/environment';

export type Operation = 'read' | 'create' | 'update' | 'delete';
export type AccessMap = Record<string, Operation[] | undefined>;
export const OPERATIONS: readonly Operation[] = ['read', 'create', 'update', 'delete'];

/** The access map the API gives this session: the one source of every expectation below. */
export async function accessOf(token: string): Promise<AccessMap> {
  const response = await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: AccessMap }).access;
}

/** `group.operation` held in `access`; `null` (login only) always holds. */
export const holds = (access: AccessMap, permission: string | null): boolean => {
  if (permission === null) return true;
  const [group, operation] = permission.split('.') as [string, Operation];
  return access[group]?.includes(operation) ?? false;
};

/** The permission group a screen checks itself (the menu's, which differs from the guard's for two routes). */
export const screenGroup = (menuPermission: string) => menuPermission.split('.')[0]!;

/** Every permission group a route, its screen or its menu entry names. */
export const PERMISSION_GROUPS = [
  ...new Set(DASHBOARD_ROUTES.flatMap((route) => [route.permission, route.menuPermission]).filter((p): p is string => p !== null).map(screenGroup)),
].filter((group) => group !== 'master_company_group'); // the route table's spelling of master_group_company; no API path uses it

/**
 * The request that exercises `operation` of `group` on the API (docs/api.md, Authorization).
 * Ids are ones that exist in the seed or not at all: the answer must be 403 before any lookup.
 */
export function forgedRequests(group: string, operation: Operation): { method: string; path: string; body?: unknown }[] {
  const master: Record<string, string> = {
    master_user: '/master/user',
    master_role: '/master/roles',
    master_permission: '/master/Permission',
    master_role_permission: '/master/Role_Permission',
    master_user_role: '/master/User_Role',
    master_user_company: '/master/User_Company',
    master_group_company: '/master/Company_Group',
    master_company: '/master/company',
  };
  const base = master[group];
  if (base) {
    if (operation === 'read') return [{ method: 'GET', path: base }];
    if (operation === 'create') return [{ method: 'POST', path: base, body: {} }];
    if (operation === 'update') return [{ method: 'PUT', path: `${base}/1`, body: {} }];
    return [{ method: 'DELETE', path: `${base}/1` }];
  }
  if (operation !== 'read') return []; // dashboard groups (and console_audit) have read only
  const dashboard: Record<string, string[]> = {
    dashboard_transactionva: ['/dashboard/transactionVa/', '/dashboard/transactionVa/summary', '/dashboard/transactionVa/inquiry_status/1', '/dashboard/transactionVa/send_notification/1'],
    dashboard_transactionqr: ['/dashboard/transactionQr/', '/dashboard/transactionQr/summary', '/dashboard/transactionQr/inquiry_status/1', '/dashboard/transactionQr/send_notification/1'],
    dashboard_notification: ['/dashboard/notification', '/dashboard/notification/summary', '/dashboard/notification/1'],
    // The Audit Log (decision 105): read only, every company's actions; its chain's state (decision 122).
    console_audit: ['/audit/trail', '/audit/trail/integrity'],
  };
  const paths = dashboard[group];
  if (!paths) throw new Error(`No API path known for permission group ${group}`);
  return paths.map((path) => (path.includes('_') ? { method: 'POST', path, body: { type: path.includes('Va') ? 'va' : 'qris' } } : { method: 'GET', path }));
}

/** Sends a request with the user's own token, as a forged call from their browser would. */
export async function send(token: string, request: { method: string; path: string; body?: unknown }): Promise<number> {
  const response = await fetch(`${API_URL}${request.path}`, {
    method: request.method,
    headers: { Authentication: token, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  await response.arrayBuffer();
  return response.status;
}
