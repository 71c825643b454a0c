import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/http-error';
import { affinityKey, type ReadJob, type ReadRepositories, runReadJob } from './read-jobs';
import { ReplySlots } from './reply-slots';

/** What a worker is started with. */
export interface WorkerOptions {
  databaseFile: string;
  /** How much to lower the worker thread's scheduling priority (a nice value; 0 for none). */
  nice: number;
  /** The shared memory it writes replies into (reply-slots.ts). */
  slots: SharedArrayBuffer;
}

/** A worker's answer to one job: where it wrote the reply, the reply's own bytes, or why it failed. */
export type WorkerAnswer = { id: number; slot: number; length: number } | { id: number; bytes: Uint8Array } | { id: number; error: string };

/** A heavy read's reply as JSON bytes; `release` once they have been sent (the bytes may be reused then). */
export interface HeavyReply {
  bytes: Uint8Array;
  release(): void;
}

export interface ReadPoolOptions {
  databaseFile: string;
  /** Worker threads; 0 answers every job on the request thread (an in-memory database must). */
  workers: number;
  /** Jobs waiting or running at once over all workers; more are refused with 503. */
  maxQueued?: number;
  nice?: number;
  /** The request thread's own repositories, for `workers: 0`. */
  inline: () => ReadRepositories;
  /** Where a worker's failure is reported. */
  log: (error: Error) => void;
}

interface Pending {
  resolve: (reply: HeavyReply) => void;
  reject: (error: Error) => void;
  /** The shared slot given with the job, or -1. */
  slot: number;
}

const nothingToRelease = () => undefined;

const BOOT = path.join(import.meta.dirname, 'read-worker-boot.mjs');
const ENTRY = pathToFileURL(path.join(import.meta.dirname, 'read-worker.ts')).href;
export const DEFAULT_MAX_QUEUED = 64;
export const BUSY_MESSAGE = 'The server is busy answering other large pages; please try again in a moment.';

/** One worker thread, started on its first job and again after it died. */
class ReadWorker {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly slots = new ReplySlots();

  constructor(
    private readonly options: Omit<WorkerOptions, 'slots'>,
    private readonly log: (error: Error) => void,
  ) {}

  get load(): number {
    return this.pending.size;
  }

  private start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const workerData: WorkerOptions & { entry: string } = { ...this.options, slots: this.slots.memory, entry: ENTRY };
      const worker = new Worker(BOOT, { workerData });
      this.worker = worker;
      const onStartFailure = (error: Error) => reject(error);
      worker.once('error', onStartFailure);
      worker.on('message', (message: WorkerAnswer | { ready: true }) => {
        if ('ready' in message) {
          worker.off('error', onStartFailure);
          resolve(worker);
          return;
        }
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if ('length' in message) {
          let released = false;
          const release = () => {
            if (!released) this.slots.release(message.slot);
            released = true;
          };
          pending.resolve({ bytes: this.slots.view(message.slot, message.length), release });
          return;
        }
        this.slots.release(pending.slot);
        if ('bytes' in message) pending.resolve({ bytes: message.bytes, release: nothingToRelease });
        else pending.reject(new Error(`Heavy read failed: ${message.error}`));
      });
      worker.on('error', (error) => this.log(error));
      // A worker that dies fails what it held; the next job starts a new one.
      worker.on('exit', (code) => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.ready = null;
        const error = new Error(`A heavy-read worker stopped (exit code ${code}).`);
        for (const pending of this.pending.values()) {
          this.slots.release(pending.slot);
          pending.reject(error);
        }
        this.pending.clear();
        reject(error);
      });
    });
    return this.ready;
  }

  /** Starts the worker now (a server does, so the first export page does not wait for it). */
  warm(): void {
    this.start().catch((error: unknown) => this.log(error instanceof Error ? error : new Error(String(error))));
  }

  async run(job: ReadJob): Promise<HeavyReply> {
    const id = this.nextId++;
    const slot = this.slots.take();
    const answer = new Promise<HeavyReply>((resolve, reject) => this.pending.set(id, { resolve, reject, slot }));
    try {
      const worker = await this.start();
      worker.postMessage({ id, job, slot });
    } catch (error) {
      this.slots.release(slot);
      this.pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      this.pending.delete(id);
    }
    return answer;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
    for (const pending of this.pending.values()) {
      this.slots.release(pending.slot);
      pending.reject(new Error('The API is stopping.'));
    }
    this.pending.clear();
  }
}

/**
 * Heavy reads (export-sized list pages) off the request thread: a few worker threads, each with its
 * own read-only connection, started when first needed. The request thread has already checked the
 * caller's permission and company; a job only carries what to read. Pages of one list go to one
 * worker; a full queue answers 503 with Retry-After rather than queueing without bound.
 */
export class ReadPool {
  private readonly workers: ReadWorker[];
  private readonly maxQueued: number;

  constructor(private readonly options: ReadPoolOptions) {
    const workerOptions = { databaseFile: options.databaseFile, nice: options.nice ?? 0 };
    this.workers = Array.from({ length: options.workers }, () => new ReadWorker(workerOptions, options.log));
    this.maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  }

  /** The job's reply as JSON bytes, to release once sent; HTTP 503 when too many are waiting. */
  async run(job: ReadJob): Promise<HeavyReply> {
    if (this.workers.length === 0) return { bytes: Buffer.from(runReadJob(this.options.inline(), job)), release: nothingToRelease };
    const queued = this.workers.reduce((sum, worker) => sum + worker.load, 0);
    if (queued >= this.maxQueued) throw new HttpError(503, BUSY_MESSAGE, { headers: { 'Retry-After': '1' } });
    return this.workerFor(job).run(job);
  }

  /** Starts every worker now instead of on the first heavy read (the server does; tests do not). */
  warm(): void {
    for (const worker of this.workers) worker.warm();
  }

  private workerFor(job: ReadJob): ReadWorker {
    const key = affinityKey(job);
    let hash = 0;
    for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
    return this.workers[Math.abs(hash) % this.workers.length] as ReadWorker;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
