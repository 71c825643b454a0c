import type { ReplyStatus } from '../api/contract';

export interface CompanyOption {
  compId: number;
  compName: string;
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
  status: ReplyStatus;
}

export interface LoginReply {
  token: string | null;
  user: unknown;
  status?: ReplyStatus;
}
