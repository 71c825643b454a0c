/** A user role as `GET /master/User_Role` sends it (spec 3): 1 Superadmin, 2 Admin, 3 Staff, other Lainnya. */
export interface UserRole extends Record<string, unknown> {
  usroId: number;
  usroUserId: string;
  usroRoleId: number;
  usroRole?: { roleName: string | null } | null;
  usroCreatedTime?: string | null;
  usroCreatedUserId?: string | null;
  usroUpdatedTime?: string | null;
  usroUpdatedUserId?: string | null;
}

export const USER_ROLE_PATH = '/master/User_Role';
