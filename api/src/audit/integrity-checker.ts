import type { Database } from 'better-sqlite3';
import { type CheckpointFile, checkpointBreak, missingCheckpointBreak } from './audit-checkpoint';
import { type ChainBreak, type ChainPoint, verifyRows } from './audit-trail';

/** `GET /audit/trail/integrity`'s answer (decision 122). */
export interface IntegrityReport {
  /** `intact`: every row verified and the end matches the checkpoint; `broken`: see `broken`. */
  state: 'intact' | 'broken';
  /** Rows verified, from the first. */
  rows: number;
  /** The last row verified (0 for an empty trail). */
  lastId: number;
  /** Whether a checkpoint vouches for the trail's end (false for an in-memory database, which has none). */
  anchored: boolean;
  checkpoint: { lastId: number; rows: number; writtenAt: string } | null;
  broken: ChainBreak | null;
  checkedAt: string;
  /** When the whole trail was last walked from its first row (rows before are not read again in between). */
  walkedFromStartAt: string;
}

/** Every this long the whole trail is walked again from its first row (in between only new rows are). */
export const FULL_WALK_EVERY_MS = 60 * 60 * 1000;

/**
 * Verifies the trail incrementally, for a screen that asks often: each check reads only the rows
 * appended since the last one (the rows before are append-only, and walked again in full every
 * hour), then compares the end with the checkpoint. Runs where heavy reads run (a worker, decision
 * 090), on a connection of its own.
 */
export class IntegrityChecker {
  private verified: { last: ChainPoint | null; rows: number; fullAt: number } | null = null;

  constructor(private readonly db: Database) {}

  /** `checkpoint` null: the trail has no checkpoint file at all (an in-memory database). */
  check(checkpoint: CheckpointFile | null, now: Date): IntegrityReport {
    if (!this.verified || now.getTime() - this.verified.fullAt >= FULL_WALK_EVERY_MS) this.verified = { last: null, rows: 0, fullAt: now.getTime() };
    const verified = this.verified;
    const walk = verifyRows(this.db, verified.last);
    verified.rows += walk.broken ? walk.rows - 1 : walk.rows;
    verified.last = walk.last;
    const found = checkpoint?.kind === 'present' ? checkpoint.checkpoint : null;
    const broken =
      walk.broken ?? (found ? checkpointBreak(this.db, found) : checkpoint ? missingCheckpointBreak(checkpoint, verified.rows) : null);
    const report: IntegrityReport = {
      state: broken ? 'broken' : 'intact',
      rows: verified.rows,
      lastId: verified.last?.audtId ?? 0,
      anchored: found !== null,
      checkpoint: found ? { lastId: found.lastId, rows: found.rows, writtenAt: found.writtenAt } : null,
      broken,
      checkedAt: now.toISOString(),
      walkedFromStartAt: new Date(verified.fullAt).toISOString(),
    };
    // A break is looked for again from the first row next time (it may have been repaired, or be elsewhere).
    if (broken) this.verified = null;
    return report;
  }
}
