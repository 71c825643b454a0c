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
