/**
 * A heavy-read worker: its own read-only connection to the database and the same repositories the
 * request thread uses, answering list pages, filtered summaries and integrity checks (read-jobs.ts)
 * one at a time, each written into the shared slot it was given (reply-slots.ts). It cannot write
 * to the database: the connection is opened read-only, and it runs nothing but `runReadJob`.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AuditRepository } from '../audit/audit-repository';
import { IntegrityChecker } from '../audit/integrity-checker';
import { NotificationRepository } from '../dashboard/notification-repository';
import { SummaryRepository } from '../dashboard/summary/summary-repository';
import { TransactionRepository } from '../dashboard/transaction-repository';
import { openReadOnlyDatabase } from '../db/open-database';
import { type ReadJob, runReadJob } from './read-jobs';
import { writeIntoSlot } from './reply-slots';
import type { WorkerAnswer, WorkerOptions } from './read-pool';

/**
 * Lower this thread's scheduling priority (Linux: a thread is a task with its own nice value), so
 * the request thread gets the CPU first when both want it. Elsewhere, or when not allowed, nothing.
 */
function yieldToRequestThread(nice: number): void {
  if (nice <= 0) return;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // Not Linux, or not permitted: the worker runs at the process's priority.
  }
}

const options = workerData as WorkerOptions;
const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread only.');
yieldToRequestThread(options.nice);
const db = openReadOnlyDatabase(options.databaseFile);
const repositories = {
  transactions: new TransactionRepository(db),
  notifications: new NotificationRepository(db),
  auditLog: new AuditRepository(db),
  summaries: new SummaryRepository(db),
  integrity: new IntegrityChecker(db),
};

port.on('message', ({ id, job, slot }: { id: number; job: ReadJob; slot: number }) => {
  try {
    const text = runReadJob(repositories, job);
    const length = slot >= 0 ? writeIntoSlot(options.slots, slot, text) : null;
    if (length !== null) {
      port.postMessage({ id, slot, length } satisfies WorkerAnswer);
    } else {
      // No slot, or too big for one: a buffer of its own, handed over without a copy.
      const bytes = new TextEncoder().encode(text);
      port.postMessage({ id, bytes } satisfies WorkerAnswer, [bytes.buffer as ArrayBuffer]);
    }
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer);
  }
});
port.postMessage({ ready: true });
