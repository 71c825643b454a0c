/** A company group as `GET /master/Company_Group` sends it (spec 3). */
export interface CompanyGroup extends Record<string, unknown> {
  grcpId: number;
  grcpName: string;
  grcpNickName: string | null;
  grcpAddress: string | null;
  grcpCity: string | null;
  grcpTelp: string | null;
  grcpFax: string | null;
  grcpCreatedUserId?: string | null;
  grcpCreatedTime?: string | null;
  grcpUpdatedUserId?: string | null;
  grcpUpdatedTime?: string | null;
}
