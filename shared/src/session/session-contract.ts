import type { ReplyStatus } from '../api/contract';

export interface CompanyOption {
  compId: number;
  compName: string;
}

/** The site's time: UTC + `utcOffsetHours`; `today` is its calendar day `YYYY-MM-DD`. */
export interface SiteClock {
  utcOffsetHours: number;
  today: string;
}

/** Reply of `GET /security/authentication/status` (spec 3). */
export interface SessionStatus {
  /** Permission group -> actions, e.g. `{ master_company: ['read', 'create'] }`. */
  access: Record<string, string[]>;
  /** The user id (email format). */
  user: string;
  username: string;
  company: {
    /** The active company as an object, or an index into `available`. */
    active: CompanyOption | number | null;
    available: CompanyOption[];
  };
  /**
   * The site's calendar (the API reads `from` / `to` in site time): its offset from UTC in hours
   * and its day when the status was read. Absent from older APIs: the console assumes UTC+7.
   */
  site?: SiteClock;
  status: ReplyStatus;
}

export interface LoginReply {
  token: string | null;
  user: unknown;
  status?: ReplyStatus;
}
