import { api, type ListReply } from '@console/shared/core';
import { alreadyUsedMessage, createUniqueCheck, operationsRule, requiredSelect, type SchemaContext } from '@console/shared/forms';
import type { RolePermission } from './role-permission';

export const ROLE_PERMISSION_PATH = '/master/Role_Permission';

/** Whether another record already gives this role this permission (`role:permission`). */
const pairTaken = (ownId: number | undefined) => async (pair: string) => {
  const [role, permission] = pair.split(':');
  const reply = await api.get<ListReply<RolePermission>>(ROLE_PERMISSION_PATH, { 'finds[rperRoleId]': role, 'finds[rperPrmsId]': permission, max: 10 });
  return (reply.data ?? []).some((row) => row.rperId !== ownId);
};

/**
 * The role permission form's rules (spec 5): role and permission required, at least one
 * operation; a role gets a permission once (the server's rule), checked 300 ms after both are chosen.
 */
export function rolePermissionSchema({ record }: SchemaContext<RolePermission>) {
  const pairFree = createUniqueCheck({ lookup: pairTaken(record?.rperId), ownValue: record ? `${record.rperRoleId}:${record.rperPrmsId}` : undefined });
  return {
    rperRoleId: requiredSelect('Role'),
    rperPrmsId: requiredSelect('Permission').test('unique-pair', alreadyUsedMessage('Role Permission'), (permission, context) => {
      const role: unknown = context.parent.rperRoleId;
      return role === '' || role === undefined || role === null || permission === '' || permission === undefined || permission === null ? true : pairFree(`${String(role)}:${String(permission)}`);
    }),
    rperOperations: operationsRule(),
  };
}
