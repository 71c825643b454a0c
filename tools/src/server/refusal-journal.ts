import { journalAction, type ReleaseActionEntry } from '../release/release-journal';

type Refusal = Omit<ReleaseActionEntry, 'id' | 'at'>;

interface Window {
  refusal: Refusal;
  more: number;
  timer: NodeJS.Timeout;
}

/**
 * Records refusals of the release plane (requests without a session or the permission, forged
 * reports) for the audit trail without letting a flood write a line each: the first refusal of a
 * kind from a source is journaled at once, the rest within the window are counted and journaled
 * as one line when it closes (decision 141). Bounded: past `maxWindows` sources at once, refusals
 * are counted under one shared key.
 */
export function refusalJournal({ windowMs = 60_000, maxWindows = 5_000, write = journalAction }: { windowMs?: number; maxWindows?: number; write?: (refusal: Refusal) => Promise<void> } = {}) {
  const windows = new Map<string, Window>();
  const pending = new Set<Promise<void>>();
  const track = (writing: Promise<void>) => {
    pending.add(writing);
    void writing.finally(() => pending.delete(writing));
  };

  const close = (key: string) => {
    const open = windows.get(key);
    windows.delete(key);
    if (open && open.more > 0) {
      const { refusal, more } = open;
      track(write({ ...refusal, message: `${more} more like this within ${Math.round(windowMs / 1000)} s: ${refusal.message ?? ''}`.trim() }));
    }
  };

  return {
    /** Notes one refusal; `source` names who (a client address, a user) and `kind` what was refused. */
    note(source: string, kind: string, refusal: Refusal): void {
      const key = windows.size >= maxWindows && !windows.has(`${source}\n${kind}`) ? `(many sources)\n${kind}` : `${source}\n${kind}`;
      const open = windows.get(key);
      if (open) {
        open.more += 1;
        return;
      }
      const timer = setTimeout(() => close(key), windowMs);
      timer.unref();
      windows.set(key, { refusal, more: 0, timer });
      track(write(refusal));
    },
    /** Journals every open window's count now, and waits for every write (on close). */
    async flush(): Promise<void> {
      for (const [key, open] of [...windows]) {
        clearTimeout(open.timer);
        close(key);
      }
      await Promise.all([...pending]);
    },
  };
}

export type RefusalJournal = ReturnType<typeof refusalJournal>;
