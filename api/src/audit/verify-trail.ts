import type { Database } from 'better-sqlite3';
import { type Checkpoint, checkpointBreak, type CheckpointFile, missingCheckpointBreak, readCheckpoint } from './audit-checkpoint';
import { type ChainBreak, verifyRows } from './audit-trail';

export interface TrailVerdict {
  /** Rows verified before the break (all of them when none). */
  rows: number;
  broken: ChainBreak | null;
  checkpoint: Checkpoint | null;
}

/**
 * The whole check of `npm run audit -w api -- verify` (decisions 105, 122): every row in order
 * (hash, link, no gap), then the end against the checkpoint (`checkpointFile` null: a trail
 * without one, whose end nothing vouches for).
 */
export function verifyTrail(db: Database, checkpointFile: string | null): TrailVerdict {
  const walk = verifyRows(db, null);
  const rows = walk.broken ? walk.rows - 1 : walk.rows;
  const file: CheckpointFile = checkpointFile === null ? { kind: 'absent' } : readCheckpoint(checkpointFile);
  const checkpoint = file.kind === 'present' ? file.checkpoint : null;
  const broken = walk.broken ?? (checkpoint ? checkpointBreak(db, checkpoint) : missingCheckpointBreak(file, rows));
  return { rows, broken, checkpoint };
}
