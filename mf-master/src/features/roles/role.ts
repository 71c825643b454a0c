/** A role as `GET /master/roles` sends it (spec 3). */
export interface Role extends Record<string, unknown> {
  roleId: number;
  roleName: string;
  roleCreatedTime?: string | null;
  roleCreatedUserId?: string | null;
  roleUpdatedTime?: string | null;
  roleUpdatedUserId?: string | null;
}
