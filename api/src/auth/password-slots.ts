/**
 * Who waits for a password check, in order. Worked out from what a guesser cannot fake or learn
 * from: never from whether the username exists (that would tell it by the wait).
 * - `returning`: this client signed in successfully as this username recently (a staff member at
 *   their usual desk), and the server's own signed-in work (an administrator setting a password);
 * - `clean`: the client has no failed sign-in within the failure window and did not come back
 *   sooner than it was told after being turned away;
 * - `suspect`: everyone else.
 */
export type CheckPriority = 'returning' | 'clean' | 'suspect';
const ORDER: readonly CheckPriority[] = ['returning', 'clean', 'suspect'];

export interface SlotLimits {
  /** Password checks at once (each scrypt 2^17 takes 128 MiB and a core for a few hundred ms). */
  slots: number;
  /** Of those, at most this many for suspect clients: the rest stays free for everyone else. */
  suspectSlots: number;
  /** Checks that may wait per priority. */
  waiting: Record<CheckPriority, number>;
  /**
   * Lines served newest first, whose oldest waiter is turned away when a new check arrives at a
   * full line (the others turn the new one away). A wave of new addresses fills the clean line
   * before the person who comes after them; newest first, that person is next, and the wave's
   * oldest are told to come back (as overloaded services do: adaptive LIFO).
   */
  newestFirst: readonly CheckPriority[];
}

export const DEFAULT_SLOT_LIMITS: SlotLimits = {
  slots: 2,
  suspectSlots: 1,
  waiting: { returning: 32, clean: 16, suspect: 4 },
  newestFirst: ['clean'],
};

/** A place in line: `run` waits for a slot, runs the work in it and gives the slot back. */
export interface CheckTicket {
  readonly priority: CheckPriority;
  /** Rejects with TurnedAway when the check was turned away while waiting. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Leaves the line without running (a no-op once run). */
  cancel(): void;
}

/** A check turned away on arrival: the line of its priority is full. */
export interface Refusal {
  refused: true;
  /** About how long until there is room, rounded up (at least 1). */
  retryAfterSeconds: number;
}

/** A check turned away while it waited, to make room for a newer one. */
export class TurnedAway extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The password check was turned away while waiting.');
    this.name = 'TurnedAway';
  }
}

interface Waiter {
  priority: CheckPriority;
  grant: () => void;
  turnAway: (error: TurnedAway) => void;
  state: 'waiting' | 'granted' | 'done';
  /** Why it is done without running, when it was turned away while waiting. */
  turnedAway?: TurnedAway;
}

/**
 * The password-check slots and the bounded line in front of them. Places are taken synchronously
 * (`admit`), so a sign-in can be checked against its limits, admitted and recorded in one step
 * that no other request interleaves with.
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
      const retryAfterSeconds = this.secondsUntilRoom(priority);
      if (!this.limits.newestFirst.includes(priority)) return { refused: true, retryAfterSeconds };
      const oldest = line.shift() as Waiter;
      oldest.state = 'done';
      oldest.turnedAway = new TurnedAway(retryAfterSeconds);
      oldest.turnAway(oldest.turnedAway);
    }
    let granted!: () => void;
    let turnedAway!: (error: TurnedAway) => void;
    const turn = new Promise<void>((resolve, reject) => {
      granted = resolve;
      turnedAway = reject;
    });
    // Nobody may be awaiting the turn yet when it is turned away: the rejection is read by `run`.
    turn.catch(() => undefined);
    const waiter: Waiter = { priority, grant: granted, turnAway: turnedAway, state: 'waiting' };
    line.push(waiter);
    this.pump();
    return {
      priority,
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (waiter.turnedAway) throw waiter.turnedAway;
        if (waiter.state === 'done') throw new Error('A password-check ticket runs once.');
        // Rejects with TurnedAway when the check is turned away while it waits.
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
          // Granted but never run: give the slot back (turn resolved, nobody awaits it).
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

  /** Gives free slots to the next waiter of the highest priority that may have one. */
  private pump(): void {
    while (this.running < this.limits.slots) {
      const priority = ORDER.find((p) => this.lines[p].length > 0 && (p !== 'suspect' || this.runningSuspect < this.limits.suspectSlots));
      if (!priority) return;
      const line = this.lines[priority];
      const waiter = (this.limits.newestFirst.includes(priority) ? line.pop() : line.shift()) as Waiter;
      waiter.state = 'granted';
      this.running += 1;
      if (priority === 'suspect') this.runningSuspect += 1;
      waiter.grant();
    }
  }

  /**
   * When to come back: for a line served newest first, about one check (who comes back then is
   * newest again); otherwise those waiting ahead (this line and the ones before it) times one
   * check, over the slots the line may use.
   */
  private secondsUntilRoom(priority: CheckPriority): number {
    if (this.limits.newestFirst.includes(priority)) return Math.max(1, Math.ceil(this.averageMs / 1000));
    const ahead = ORDER.slice(0, ORDER.indexOf(priority) + 1).reduce((sum, p) => sum + this.lines[p].length, 0) + this.running;
    const slots = priority === 'suspect' ? this.limits.suspectSlots : this.limits.slots;
    return Math.max(1, Math.ceil(((ahead / Math.max(1, slots)) * this.averageMs) / 1000));
  }
}

export const isRefusal = (admission: CheckTicket | Refusal): admission is Refusal => 'refused' in admission;
