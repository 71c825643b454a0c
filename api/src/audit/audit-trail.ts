import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** The hash the first row chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What became of an action: done, refused by a rule or permission, failed, or answered with an earlier result. */
export type AuditOutcome = 'success' | 'failed' | 'denied' | 'repeated';

/** One action as recorded; who and from where come from the request (`auditActor`). */
export interface AuditEntry {
  userId: string | null;
  username: string | null;
  clientAddress: string | null;
  companyId: number | null;
  /** e.g. `auth.sign-in`, `transaction.resend-notification`, `master.company.update` (docs/api.md lists them). */
  action: string;
  /** The record key or order id the action was about. */
  target: string | null;
  details: Record<string, unknown> | null;
  outcome: AuditOutcome;
}

export interface AuditRow {
  audtId: number;
  audtTime: string;
  audtUserId: string | null;
  audtUserName: string | null;
  audtClientAddress: string | null;
  audtCompId: number | null;
  audtAction: string;
  audtTarget: string | null;
  audtDetails: string | null;
  audtOutcome: string;
  audtPrevHash: string;
  audtHash: string;
}

/** Keys whose values never reach the trail: passwords, their hashes, tokens, secrets. */
const SECRET_KEY = /pass(word)?|hash|token|secret|authenticat/i;
export const HIDDEN = '(hidden)';
/** Texts longer than this are cut (a failed sign-in's username as typed, a bank's answer). */
const MAX_TEXT = 200;

/** A copy of `value` with every secret-looking key's value hidden and long texts cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, SECRET_KEY.test(key) ? HIDDEN : redact(item, depth + 1)]),
  );
}

/** Cuts a text the caller typed (a username) to a bounded length. */
export const bounded = (text: string | null | undefined, max = 100): string | null =>
  text === null || text === undefined ? null : text.length > max ? text.slice(0, max) : text;

/** Every stored field but the hash itself, in the fixed order the hash covers and the insert writes. */
const HASHED_FIELDS = [
  'audtId',
  'audtTime',
  'audtUserId',
  'audtUserName',
  'audtClientAddress',
  'audtCompId',
  'audtAction',
  'audtTarget',
  'audtDetails',
  'audtOutcome',
  'audtPrevHash',
] as const satisfies readonly (keyof Omit<AuditRow, 'audtHash'>)[];

const hashedValues = (row: Omit<AuditRow, 'audtHash'>) => HASHED_FIELDS.map((field) => row[field]);

/**
 * The canonical text a row's hash covers: every stored field but the hash itself, in a fixed
 * order, as a JSON array (so no field can bleed into the next).
 */
export function canonicalText(row: Omit<AuditRow, 'audtHash'>): string {
  return JSON.stringify(hashedValues(row));
}

export const hashOf = (row: Omit<AuditRow, 'audtHash'>): string => createHash('sha256').update(canonicalText(row)).digest('hex');

/**
 * The append-only audit trail (decision 105). `append` runs inside the caller's transaction when
 * there is one (a master change and its row commit together or not at all), otherwise in its own.
 */
export class AuditTrail {
  private readonly lastStatement;
  private readonly insertStatement;
  private readonly appended: (() => void)[] = [];

  constructor(private readonly db: Database) {
    this.lastStatement = db.prepare<[], { audtId: number; audtHash: string }>('SELECT audtId, audtHash FROM audit_trail ORDER BY audtId DESC LIMIT 1');
    this.insertStatement = db.prepare(
      `INSERT INTO audit_trail (${HASHED_FIELDS.join(', ')}, audtHash) VALUES (${HASHED_FIELDS.map(() => '?').join(', ')}, ?)`,
    );
  }

  /** Appends one row chained to the last and returns its id. */
  append(entry: AuditEntry, at: Date): number {
    return this.db.transaction(() => {
      const last = this.lastStatement.get();
      const row: Omit<AuditRow, 'audtHash'> = {
        audtId: (last?.audtId ?? 0) + 1,
        audtTime: at.toISOString(),
        audtUserId: bounded(entry.userId),
        audtUserName: bounded(entry.username),
        audtClientAddress: bounded(entry.clientAddress, 64),
        audtCompId: entry.companyId,
        audtAction: entry.action,
        audtTarget: bounded(entry.target),
        audtDetails: entry.details === null ? null : JSON.stringify(redact(entry.details)),
        audtOutcome: entry.outcome,
        audtPrevHash: last?.audtHash ?? GENESIS_HASH,
      };
      const hash = hashOf(row);
      this.insertStatement.run(...hashedValues(row), hash);
      for (const listener of this.appended) listener();
      return row.audtId;
    })();
  }

  /**
   * Calls `listener` after each append (inside its transaction, which may still roll back: a
   * listener only schedules work that reads the committed trail later, as the checkpoint does).
   */
  afterAppend(listener: () => void): void {
    this.appended.push(listener);
  }
}

/** Where the chain breaks, or null when every row is there, unchanged and in order. */
export interface ChainBreak {
  audtId: number;
  reason: string;
}

/** The last row a walk verified: where the next walk goes on from. */
export interface ChainPoint {
  audtId: number;
  audtHash: string;
}

/**
 * Checks every row after `from` (from the first row when null) in id order: its id follows, it
 * links to the row before and its hash fits its content. Returns how many rows it read, the last
 * one verified, and the first break.
 */
export function verifyRows(db: Database, from: ChainPoint | null): { rows: number; last: ChainPoint | null; broken: ChainBreak | null } {
  let previous: ChainPoint | null = from;
  let rows = 0;
  for (const row of db.prepare<[number], AuditRow>('SELECT * FROM audit_trail WHERE audtId > ? ORDER BY audtId').iterate(from?.audtId ?? 0)) {
    rows += 1;
    const expectedId: number = previous ? previous.audtId + 1 : 1;
    const expectedPrev: string = previous ? previous.audtHash : GENESIS_HASH;
    if (row.audtId !== expectedId) {
      return { rows, last: previous, broken: { audtId: row.audtId, reason: `row ${expectedId} is missing (rows are numbered without gaps)` } };
    }
    if (row.audtPrevHash !== expectedPrev) {
      return { rows, last: previous, broken: { audtId: row.audtId, reason: 'its previous-row hash does not match the row before it (a row was removed, inserted or changed)' } };
    }
    const { audtHash, ...rest } = row;
    if (hashOf(rest) !== audtHash) return { rows, last: previous, broken: { audtId: row.audtId, reason: 'its content does not match its hash (the row was changed)' } };
    previous = { audtId: row.audtId, audtHash };
  }
  return { rows, last: previous, broken: null };
}

/** Walks the whole trail in id order and checks every row's hash and its link to the row before. */
export function verifyChain(db: Database): { rows: number; broken: ChainBreak | null } {
  const { rows, broken } = verifyRows(db, null);
  return { rows, broken };
}
