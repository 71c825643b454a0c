import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { ChainBreak } from './audit-trail';

/**
 * Where the trail stood when the API last wrote it down, kept outside the table (decision 122): a
 * file beside the database by default (`API_AUDIT_CHECKPOINT` puts it elsewhere). The hash chain
 * alone cannot tell rows removed from its end (or all of them) from rows never written; the
 * checkpoint can.
 */
export interface Checkpoint {
  /** The last row's id and hash when it was written. */
  lastId: number;
  lastHash: string;
  /** How many rows the trail held then. */
  rows: number;
  writtenAt: string;
}

/** A checkpoint file, read: absent, unreadable (itself a break), or the checkpoint. */
export type CheckpointFile = { kind: 'absent' } | { kind: 'unreadable'; reason: string } | { kind: 'present'; checkpoint: Checkpoint };

const isCheckpoint = (value: unknown): value is Checkpoint => {
  if (typeof value !== 'object' || value === null) return false;
  const { lastId, lastHash, rows, writtenAt } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(lastId) &&
    (lastId as number) >= 0 &&
    typeof lastHash === 'string' &&
    /^[0-9a-f]{64}$/.test(lastHash) &&
    Number.isSafeInteger(rows) &&
    (rows as number) >= 0 &&
    typeof writtenAt === 'string'
  );
};

export function readCheckpoint(file: string): CheckpointFile {
  if (!existsSync(file)) return { kind: 'absent' };
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isCheckpoint(value) ? { kind: 'present', checkpoint: value } : { kind: 'unreadable', reason: 'it is not a checkpoint of the audit trail' };
  } catch (error) {
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** A checkpoint is one record of this many bytes (padded JSON and a newline), written in place. */
export const CHECKPOINT_BYTES = 256;

/**
 * The checkpoint file, open for writing in place: each checkpoint is one fixed-size record written
 * over the last at offset 0 (a single write of less than a disk sector, about 10 µs; a new file
 * renamed over the old one cost about 1 ms, too much after every request that appends a row).
 */
export class CheckpointFileWriter {
  private fd: number | null;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, existsSync(file) ? 'r+' : 'w+');
  }

  write(checkpoint: Checkpoint): void {
    if (this.fd === null) throw new Error('The checkpoint file is closed.');
    const text = JSON.stringify(checkpoint);
    if (text.length >= CHECKPOINT_BYTES) throw new Error('A checkpoint does not fit its record.');
    writeSync(this.fd, `${text.padEnd(CHECKPOINT_BYTES - 1, ' ')}\n`, 0, 'utf8');
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** The trail's last row (id and hash) and its row count; ids run from 1 without gaps in an intact trail. */
export function trailEnd(db: Database): { lastId: number; lastHash: string | null } {
  const last = db.prepare<[], { audtId: number; audtHash: string }>('SELECT audtId, audtHash FROM audit_trail ORDER BY audtId DESC LIMIT 1').get();
  return { lastId: last?.audtId ?? 0, lastHash: last?.audtHash ?? null };
}

/**
 * Whether the trail still holds what the checkpoint recorded: its last row with the same hash.
 * Rows removed from the end (or all rows) are a break at the first missing row; the recorded row
 * with another hash is a rewritten row. Rows added since are for the chain walk to check.
 */
export function checkpointBreak(db: Database, checkpoint: Checkpoint): ChainBreak | null {
  if (checkpoint.lastId === 0) return null;
  const row = db.prepare<[number], { audtHash: string }>('SELECT audtHash FROM audit_trail WHERE audtId = ?').get(checkpoint.lastId);
  if (!row) {
    const { lastId } = trailEnd(db);
    const removed = checkpoint.lastId - Math.min(lastId, checkpoint.lastId);
    return {
      audtId: Math.min(lastId, checkpoint.lastId) + 1,
      reason: `the trail ends at row ${lastId}, but its checkpoint of ${checkpoint.writtenAt} records row ${checkpoint.lastId}: at least ${removed} row(s) were removed from its end`,
    };
  }
  if (row.audtHash !== checkpoint.lastHash) {
    return { audtId: checkpoint.lastId, reason: `its hash differs from the one its checkpoint of ${checkpoint.writtenAt} records (the row was rewritten)` };
  }
  return null;
}

/** What a missing or unreadable checkpoint means for a trail that holds rows: nothing vouches for its end. */
export function missingCheckpointBreak(file: CheckpointFile, rows: number): ChainBreak | null {
  if (file.kind === 'present' || rows === 0) return null;
  const why = file.kind === 'absent' ? 'there is no checkpoint' : `its checkpoint cannot be read (${file.reason})`;
  return { audtId: 1, reason: `${why}, so rows removed from the end of the trail could not be told: the trail is not anchored` };
}
