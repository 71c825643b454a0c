import { setTimeout as wait } from 'node:timers/promises';
import { listAlertReceivers } from '../release/release-alerts';

/** What an alert says (decision 143): which app and releases, which rule, the figures, where to look. */
export interface ReleaseAlert {
  id: string;
  at: string;
  kind: 'canary-aborted' | 'step-failed' | 'stable-failing';
  app: string;
  /** The canary (or the stable release, for `stable-failing`). */
  version: string;
  stable: string | null;
  /** The rule that fired and its figures, one line. */
  rule: string;
  figures: { canary?: { loads: number; failures: number }; stable?: { loads: number; failures: number } };
  /** The Releases screen. */
  link: string;
  message: string;
}

export interface AlertSenderOptions {
  releasesDir: string;
  fetchImpl?: typeof fetch;
  /** Waits between the tries of one delivery (default 1 s, 5 s, 25 s). */
  retryDelaysMs?: readonly number[];
  /** Deliveries waiting at most; past it the oldest are dropped and logged (default 100). */
  maxQueue?: number;
  log?: (line: string) => void;
}

/**
 * Tells the registered receivers (`release alerts add <url>`) of what needs a release manager: a
 * POST of the alert as JSON to each, tried again after 1, 5 and 25 s, five seconds each, one at a
 * time, from a bounded queue (a receiver that hangs delays the others, never the console). The last
 * alerts are kept for the console's own toasts (`recent`).
 */
export function alertSender({ releasesDir, fetchImpl = fetch, retryDelaysMs = [1000, 5000, 25_000], maxQueue = 100, log = (line) => console.error(line) }: AlertSenderOptions) {
  const queue: { url: string; alert: ReleaseAlert; attempt: number }[] = [];
  const recent: ReleaseAlert[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();

  const deliver = async (url: string, alert: ReleaseAlert): Promise<boolean> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'payment-console-release-alerts' },
        body: JSON.stringify(alert),
        signal: AbortSignal.timeout(5000),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok;
    } catch {
      return false;
    }
  };

  const drain = async () => {
    while (queue.length > 0 && !stopped) {
      const next = queue.shift();
      if (!next) break;
      if (await deliver(next.url, next.alert)) continue;
      const delay = retryDelaysMs[next.attempt];
      if (delay === undefined) {
        log(`The alert ${next.alert.id} could not be delivered to ${next.url} after ${next.attempt + 1} tries.`);
        continue;
      }
      await wait(delay, undefined, { signal: stopping.signal, ref: false }).catch(() => undefined);
      queue.push({ ...next, attempt: next.attempt + 1 });
    }
  };

  return {
    /** Queues the alert for every receiver and keeps it for the console's toasts. */
    async send(alert: ReleaseAlert): Promise<void> {
      recent.push(alert);
      if (recent.length > 50) recent.shift();
      for (const receiver of await listAlertReceivers(releasesDir)) {
        queue.push({ url: receiver.url, alert, attempt: 0 });
        while (queue.length > maxQueue) {
          const dropped = queue.shift();
          if (dropped) log(`The alert queue is full: the alert ${dropped.alert.id} for ${dropped.url} was dropped.`);
        }
      }
      draining ??= drain().finally(() => {
        draining = null;
      });
    },
    /** The alerts since `afterId` (all kept when not known), oldest first. */
    since(afterId: string | null): ReleaseAlert[] {
      const index = afterId ? recent.findIndex((alert) => alert.id === afterId) : -1;
      return recent.slice(index + 1);
    },
    /** Waits for what is being delivered (tests), then stops. */
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort();
      await draining;
    },
    /** Waits until the queue is empty (tests). */
    async idle(): Promise<void> {
      while (draining) await draining;
    },
  };
}

export type AlertSender = ReturnType<typeof alertSender>;
