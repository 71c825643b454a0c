/** A company as `GET /master/company` sends it (spec 3), with the names the API joins in. */
export interface Company extends Record<string, unknown> {
  compId: number;
  compGrcpId: number;
  compName: string;
  compAddress: string | null;
  compPhone: string | null;
  compPIC: string | null;
  compPICPhone: string | null;
  compStatus: number;
  compFileId?: string | null;
  compClientId: number | null;
  compCreatedTime?: string | null;
  compCreatedUserId?: string | null;
  compUpdatedTime?: string | null;
  compUpdatedUserId?: string | null;
  /** The group's name; null when the group is not found. */
  grcpName?: string | null;
  /** The client's name; null (or `Unknown`) when the client is not found. */
  clntName?: string | null;
  compGrcp?: { grcpId: number; grcpName: string } | null;
}
