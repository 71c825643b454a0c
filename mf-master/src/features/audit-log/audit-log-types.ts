/** One row of the audit trail as `GET /audit/trail` answers it (decision 105). */
export interface AuditLogRow {
  audtId: number;
  audtTime: string;
  audtUserName: string | null;
  audtUserId: string | null;
  audtAction: string;
  audtTarget: string | null;
  audtCompId: number | null;
  compName: string | null;
  audtOutcome: 'success' | 'failed' | 'denied' | 'repeated';
  audtClientAddress: string | null;
  audtDetails: unknown;
}

/** The trail's list path and the screen's permission. */
export const AUDIT_TRAIL_PATH = '/audit/trail';
export const AUDIT_READ = 'console_audit.read';

/** The actions the API records, for the filter (docs/api.md lists them). */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-out',
  'auth.company-switch',
  'account.update',
  'account.password-change',
  'transaction.inquiry',
  'transaction.resend-notification',
  'export.csv',
  'release.rollback',
  'release.promote',
  'release.abort',
] as const;
