/** A role permission as `GET /master/Role_Permission` sends it (spec 3): operations are a JSON-encoded list. */
export interface RolePermission extends Record<string, unknown> {
  rperId: number;
  rperRoleId: number;
  rperPrmsId: number;
  rperOperations: string;
  rperRole?: { roleName: string | null } | null;
  rperPrms?: { prmsName: string | null } | null;
  rperCreatedTime?: string | null;
  rperCreatedUserId?: string | null;
  rperUpdatedTime?: string | null;
  rperUpdatedUserId?: string | null;
}
