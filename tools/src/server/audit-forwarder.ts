import { randomUUID } from 'node:crypto';
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { historyEntry, JOURNAL_FILE, type ReleaseActionEntry } from '../release/release-journal';
import { readRegistryFile } from './registry-view';

/** What has been forwarded: per app, how many history events; of the journal, how many bytes. */
interface Forwarded {
  schema: 1;
  history: Record<string, number>;
  journalOffset: number;
}

export const FORWARDED_FILE = '.audit-forwarded.json';

export interface AuditForwarderOptions {
  releasesDir: string;
  /** The API, server to server. */
  apiUrl: string;
  /** The release plane's service credential (`RELEASE_SERVICE_KEY`); without it nothing is sent and nothing is lost. */
  serviceKey: string | undefined;
  fetchImpl?: typeof fetch;
  /** How often the registry and the journal are looked at (default 2 s; after a failure up to a minute). */
  intervalMs?: number;
  log?: (line: string) => void;
}

type Sent = 'recorded' | 'skip' | 'retry';

/**
 * Forwards every release action to the API's audit trail with the release plane's own credential
 * (never a user's token; decision 141): each event of the registry's history (what publish,
 * rollback, canary, promote and abort did, from the CLI, the console or the abort rule) and each
 * line of the journal (refused and failed actions). The API records an id once, so forwarding again
 * after a crash is harmless; a down API delays, never loses, a record.
 */
export function auditForwarder(options: AuditForwarderOptions) {
  const { releasesDir, apiUrl, serviceKey, fetchImpl = fetch, intervalMs = 2000, log = (line) => console.error(line) } = options;
  const stateFile = path.join(releasesDir, FORWARDED_FILE);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let delay = intervalMs;
  /** The last problem logged: a problem that lasts is logged once, not at every retry. */
  let lastProblem: string | null = null;
  const problem = (text: string) => {
    if (text !== lastProblem) log(`${text}; release actions wait in the releases folder and are sent again later.`);
    lastProblem = text;
  };

  const readState = async (): Promise<Forwarded> => {
    try {
      const parsed = JSON.parse(await readFile(stateFile, 'utf8')) as Forwarded;
      if (parsed.schema === 1 && typeof parsed.journalOffset === 'number' && parsed.history && typeof parsed.history === 'object') return parsed;
    } catch {
      // None yet: everything is forwarded from the start (the API keeps each id once).
    }
    return { schema: 1, history: {}, journalOffset: 0 };
  };
  const writeState = async (state: Forwarded) => {
    const temporary = path.join(releasesDir, `${FORWARDED_FILE}.${randomUUID()}.tmp`);
    await writeFile(temporary, JSON.stringify(state), { mode: 0o600 });
    await rename(temporary, stateFile);
  };

  const send = async (entry: ReleaseActionEntry): Promise<Sent> => {
    try {
      const response = await fetchImpl(`${apiUrl}/audit/release-actions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(entry),
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        if (lastProblem) log('The audit trail takes release actions again.');
        lastProblem = null;
        return 'recorded';
      }
      if (response.status === 400) {
        log(`The audit trail refused release action ${entry.id} as malformed (HTTP 400); it is skipped.`);
        return 'skip';
      }
      problem(`The audit trail did not take release actions (HTTP ${response.status})`);
      return 'retry';
    } catch (error) {
      problem(`The audit trail could not be reached (${(error as Error).message})`);
      return 'retry';
    }
  };

  /** The journal's complete lines from `offset` on, with the offset after each. */
  const journalLines = async (offset: number): Promise<{ entry: ReleaseActionEntry | null; end: number }[]> => {
    const handle = await open(path.join(releasesDir, JOURNAL_FILE), 'r').catch(() => null);
    if (!handle) return [];
    try {
      const { size } = await handle.stat();
      if (size <= offset) return [];
      const buffer = Buffer.alloc(Math.min(size - offset, 1024 * 1024));
      await handle.read(buffer, 0, buffer.length, offset);
      const lines: { entry: ReleaseActionEntry | null; end: number }[] = [];
      let start = 0;
      for (let index = buffer.indexOf(10); index >= 0; index = buffer.indexOf(10, start)) {
        let entry: ReleaseActionEntry | null = null;
        try {
          entry = JSON.parse(buffer.subarray(start, index).toString('utf8')) as ReleaseActionEntry;
        } catch {
          log(`A line of ${JOURNAL_FILE} at byte ${offset + start} is not JSON; it is skipped.`);
        }
        start = index + 1;
        lines.push({ entry, end: offset + start });
      }
      return lines;
    } finally {
      await handle.close();
    }
  };

  /** One pass: true when everything found was forwarded (or skipped), false when the API must be asked again later. */
  const pass = async (): Promise<boolean> => {
    const state = await readState();
    const before = JSON.stringify(state);
    const save = async () => {
      if (JSON.stringify(state) !== before) await writeState(state);
    };
    const registry = await readRegistryFile(releasesDir);
    for (const [app, releases] of Object.entries(registry?.apps ?? {})) {
      const done = state.history[app] ?? 0;
      for (let index = done; index < releases.history.length; index += 1) {
        const event = releases.history[index];
        if (!event) break;
        if ((await send(historyEntry(app, index, event))) === 'retry') {
          await save();
          return false;
        }
        state.history[app] = index + 1;
      }
    }
    for (const { entry, end } of await journalLines(state.journalOffset)) {
      if (entry && (await send(entry)) === 'retry') {
        await save();
        return false;
      }
      state.journalOffset = end;
    }
    await save();
    return true;
  };

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
    timer.unref();
  };

  /** Forwards what is pending now (after each release action, and on a timer); resolves once it has been tried. */
  async function flush(): Promise<void> {
    if (stopped) return;
    // Without the key, actions wait in the releases folder (start-up says so, see `npm start`).
    if (!serviceKey) return;
    while (running) await running;
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = null;
    running = pass().then(
      (complete) => {
        delay = complete ? intervalMs : Math.min(delay * 2, 60_000);
      },
      (error: unknown) => {
        log(`Release actions could not be forwarded to the audit trail: ${(error as Error).message}`);
        delay = Math.min(delay * 2, 60_000);
      },
    );
    try {
      await running;
    } finally {
      running = null;
      schedule();
    }
  }

  return {
    flush,
    start() {
      void flush();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
}

export type AuditForwarder = ReturnType<typeof auditForwarder>;
