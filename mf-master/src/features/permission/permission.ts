/** A permission as `GET /master/Permission` sends it (spec 3): operations are a JSON-encoded list. */
export interface Permission extends Record<string, unknown> {
  prmsId: number;
  prmsName: string;
  prmsOperations: string;
  prmsCreatedTime?: string | null;
  prmsCreatedUserId?: string | null;
  prmsUpdatedTime?: string | null;
  prmsUpdatedUserId?: string | null;
}
