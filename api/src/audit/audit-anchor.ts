import type { Database } from 'better-sqlite3';
import { type Checkpoint, checkpointBreak, type CheckpointFile, CheckpointFileWriter, readCheckpoint, trailEnd } from './audit-checkpoint';
import { type ChainBreak, GENESIS_HASH } from './audit-trail';

/**
 * Keeps the audit trail's checkpoint (audit-checkpoint.ts, decision 122) up to date: after the
 * requests that appended rows (scheduled for the next turn of the event loop, when their
 * transactions have committed or rolled back, so it records only committed rows), it writes the
 * last row's id and hash and the row count. It only ever moves forward: when the rows it recorded
 * are no longer there (removed, rewritten), it leaves the file as it is, which is then the evidence
 * `npm run audit -w api -- verify` and `GET /audit/trail/integrity` report.
 */
export class AuditAnchor {
  private written: Checkpoint | null = null;
  private writer: CheckpointFileWriter | null = null;
  private broken: ChainBreak | null = null;
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly file: string | null,
    private readonly now: () => Date,
    private readonly log: (message: string) => void,
  ) {}

  /** At start-up: checks the trail against its checkpoint, and anchors a trail that has none yet. */
  start(): void {
    if (this.file === null) return;
    const found = readCheckpoint(this.file);
    if (found.kind === 'unreadable') return this.refuse({ audtId: 1, reason: `its checkpoint cannot be read (${found.reason})` });
    if (found.kind === 'present') {
      const broken = checkpointBreak(this.db, found.checkpoint);
      if (broken) return this.refuse(broken);
      this.written = found.checkpoint;
    }
    this.update();
  }

  /** After an append: the checkpoint is written once the current work is done. */
  schedule(): void {
    if (this.file === null || this.scheduled || this.broken || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.closed) this.update();
    });
  }

  /** Writes the checkpoint of the trail as committed now, if it moved. */
  update(): void {
    if (this.file === null || this.broken) return;
    try {
      const end = trailEnd(this.db);
      const written = this.written;
      if (written && end.lastId === written.lastId) return;
      if (written) {
        const broken = checkpointBreak(this.db, written);
        if (broken) return this.refuse(broken);
      }
      const rows = written ? written.rows + (end.lastId - written.lastId) : this.count();
      const checkpoint: Checkpoint = { lastId: end.lastId, lastHash: end.lastHash ?? GENESIS_HASH, rows, writtenAt: this.now().toISOString() };
      this.writer ??= new CheckpointFileWriter(this.file);
      this.writer.write(checkpoint);
      this.written = checkpoint;
    } catch (error) {
      this.log(`The audit trail's checkpoint could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The checkpoint file as it is now; null when the trail has none (an in-memory database). */
  current(): CheckpointFile | null {
    return this.file === null ? null : readCheckpoint(this.file);
  }

  /** The last write, then no more (the API is stopping). */
  close(): void {
    if (this.closed) return;
    this.update();
    this.closed = true;
    this.writer?.close();
    this.writer = null;
  }

  private count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM audit_trail').get()?.n ?? 0;
  }

  private refuse(broken: ChainBreak): void {
    this.broken = broken;
    this.log(`The audit trail does not match its checkpoint (${this.file ?? ''}): row ${broken.audtId}, ${broken.reason}. The checkpoint is kept as it is; run npm run audit -w api -- verify.`);
  }
}
