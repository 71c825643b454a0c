/**
 * Whether an access map grants a permission written `group.action` (e.g. `master_company.create`).
 * With no access map loaded every check is false (spec 6).
 */
export function hasPermission(access: Record<string, readonly string[]> | null | undefined, permission: string): boolean {
  if (!access) return false;
  const dot = permission.lastIndexOf('.');
  if (dot <= 0) return false;
  const actions = access[permission.slice(0, dot)];
  return Array.isArray(actions) && actions.includes(permission.slice(dot + 1));
}

/** True when the access map holds any of the permissions. */
export const hasAnyPermission = (access: Record<string, readonly string[]> | null | undefined, permissions: readonly string[]) =>
  permissions.some((permission) => hasPermission(access, permission));
