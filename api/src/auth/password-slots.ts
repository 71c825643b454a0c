/**
 * Who waits for a password check, in order. Worked out from what a guesser cannot fake or learn
 * from: never from whether the username exists (that would tell it by the wait).
 * - `returning`: this client signed in successfully as this username recently (a staff member at
 *   their usual desk), and the server's own signed-in work (an administrator setting a password);
 * - `clean`: the client has no failed or refused sign-in within the failure window;
 * - `suspect`: everyone else: clients that guessed wrong or were turned away recently.
 */
export type CheckPriority = 'returning' | 'clean' | 'suspect';
const ORDER: readonly CheckPriority[] = ['returning', 'clean', 'suspect'];

export interface SlotLimits {
  /** Password checks at once (each scrypt 2^17 takes 128 MiB and a core for a few hundred ms). */
  slots: number;
  /** Of those, at most this many for suspect clients: the rest stays free for everyone else. */
  suspectSlots: number;
  /** Waiting checks per priority beyond which a new one is turned away (503, Retry-After). */
  waiting: Record<CheckPriority, number>;
}

export const DEFAULT_SLOT_LIMITS: SlotLimits = { slots: 2, suspectSlots: 1, waiting: { returning: 32, clean: 8, suspect: 4 } };

/** A place in line: `run` waits for a slot, runs the work in it and gives the slot back. */
export interface CheckTicket {
  readonly priority: CheckPriority;
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Leaves the line without running (a no-op once run). */
  cancel(): void;
}

/** A check turned away: the line of its priority is full. */
export interface Refusal {
  refused: true;
  /** About how long until there is room, rounded up (at least 1). */
  retryAfterSeconds: number;
}

interface Waiter {
  priority: CheckPriority;
  grant: () => void;
  state: 'waiting' | 'granted' | 'done';
}

/**
 * The password-check slots and the bounded, prioritised line in front of them. Places are taken
 * synchronously (`admit`), so a sign-in can be checked against its limits, admitted and recorded in
 * one step that no other request interleaves with.
 */
export class PasswordCheckSlots {
  private readonly lines: Record<CheckPriority, Waiter[]> = { returning: [], clean: [], suspect: [] };
  private running = 0;
  private runningSuspect = 0;
  /** Recent time of one check (moving average), for Retry-After. */
  private averageMs = 500;

  constructor(private readonly limits: SlotLimits = DEFAULT_SLOT_LIMITS) {}

  /** Takes a place in the line of `priority`, or refuses when that line is full (`bounded: false` never refuses). */
  admit(priority: CheckPriority, { bounded = true }: { bounded?: boolean } = {}): CheckTicket | Refusal {
    const line = this.lines[priority];
    if (bounded && line.length >= this.limits.waiting[priority]) {
      return { refused: true, retryAfterSeconds: this.secondsUntilRoom(priority) };
    }
    let granted!: () => void;
    const turn = new Promise<void>((resolve) => (granted = resolve));
    const waiter: Waiter = { priority, grant: granted, state: 'waiting' };
    line.push(waiter);
    this.pump();
    return {
      priority,
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (waiter.state === 'done') throw new Error('A password-check ticket runs once.');
        await turn;
        const started = performance.now();
        try {
          return await work();
        } finally {
          this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
          this.release(waiter);
        }
      },
      cancel: () => {
        if (waiter.state === 'waiting') {
          line.splice(line.indexOf(waiter), 1);
          waiter.state = 'done';
        } else if (waiter.state === 'granted') {
          // Granted but never run: give the slot back (turn resolves, nobody awaits it).
          this.release(waiter);
        }
      },
    };
  }

  /** Checks running and waiting, for tests and diagnostics. */
  get state(): { running: number; waiting: Record<CheckPriority, number> } {
    return { running: this.running, waiting: { returning: this.lines.returning.length, clean: this.lines.clean.length, suspect: this.lines.suspect.length } };
  }

  private release(waiter: Waiter): void {
    if (waiter.state !== 'granted') return;
    waiter.state = 'done';
    this.running -= 1;
    if (waiter.priority === 'suspect') this.runningSuspect -= 1;
    this.pump();
  }

  /** Gives free slots to the first waiter of the highest priority that may have one. */
  private pump(): void {
    while (this.running < this.limits.slots) {
      const priority = ORDER.find((p) => this.lines[p].length > 0 && (p !== 'suspect' || this.runningSuspect < this.limits.suspectSlots));
      if (!priority) return;
      const waiter = this.lines[priority].shift() as Waiter;
      waiter.state = 'granted';
      this.running += 1;
      if (priority === 'suspect') this.runningSuspect += 1;
      waiter.grant();
    }
  }

  /** Waiting ahead (this line and the ones before it) times one check, over the slots it may use. */
  private secondsUntilRoom(priority: CheckPriority): number {
    const ahead = ORDER.slice(0, ORDER.indexOf(priority) + 1).reduce((sum, p) => sum + this.lines[p].length, 0) + this.running;
    const slots = priority === 'suspect' ? this.limits.suspectSlots : this.limits.slots;
    return Math.max(1, Math.ceil(((ahead / Math.max(1, slots)) * this.averageMs) / 1000));
  }
}

export const isRefusal = (admission: CheckTicket | Refusal): admission is Refusal => 'refused' in admission;
