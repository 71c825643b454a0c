/**
 * Shared memory a heavy-read worker writes its replies into and the request thread sends them
 * from. A 3 MB page handed over as a buffer of its own is memory new to the request thread's heap:
 * a few pages a second made V8 collect garbage on the request thread every few hundred
 * milliseconds, with pauses of 5-10 ms (what the status calls then waited). A few slots made once
 * and used again leave nothing new to collect; a reply that does not fit a slot (or finds none
 * free) still comes as a buffer of its own.
 */
export const SLOT_BYTES = 4 * 1024 * 1024;
export const SLOT_COUNT = 6;

/** The request thread's side: which slots are free, and a view of a written one. */
export class ReplySlots {
  readonly memory = new SharedArrayBuffer(SLOT_BYTES * SLOT_COUNT);
  private readonly free = Array.from({ length: SLOT_COUNT }, (_, slot) => slot);

  /** A free slot for the next job, or -1 when all are in use. */
  take(): number {
    return this.free.pop() ?? -1;
  }

  /** The `length` bytes a worker wrote into `slot` (a view: nothing is copied). */
  view(slot: number, length: number): Buffer {
    return Buffer.from(this.memory, slot * SLOT_BYTES, length);
  }

  /** The slot may be written again: its reply has been handed to the socket, or was never needed. */
  release(slot: number): void {
    if (slot >= 0 && !this.free.includes(slot)) this.free.push(slot);
  }
}

const encoder = new TextEncoder();

/** The worker's side: writes `text` as UTF-8 into `slot`; its length, or null when it does not fit. */
export function writeIntoSlot(memory: SharedArrayBuffer, slot: number, text: string): number | null {
  const { read, written } = encoder.encodeInto(text, new Uint8Array(memory, slot * SLOT_BYTES, SLOT_BYTES));
  return read === text.length ? written : null;
}
