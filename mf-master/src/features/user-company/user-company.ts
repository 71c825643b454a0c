/** A user company as `GET /master/User_Company` sends it (spec 3), with its company's name. */
export interface UserCompany extends Record<string, unknown> {
  uscoId: number;
  uscoUserId: string;
  uscoCompId: number;
  uscoComp?: { compName: string | null } | null;
  uscoCreatedTime?: string | null;
  uscoCreatedUserId?: string | null;
  uscoUpdatedTime?: string | null;
  uscoUpdatedUserId?: string | null;
}

export const USER_COMPANY_PATH = '/master/User_Company';

/** The company name column: `Unknown` when the company is not found (spec 3). */
export const companyNameOf = (row: UserCompany) => row.uscoComp?.compName || 'Unknown';
