import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseHealthFigures, ReleaseReportKind } from '@console/shared/release-plane';

/** What browsers reported about one release of one app. */
interface Counts {
  loaded: number;
  loadFailed: number;
  renderFailed: number;
  lastFailure: string | null;
  lastFailureAt: string | null;
}

type CountsByRelease = Record<string, Record<string, Counts>>;

/**
 * Where the console server keeps browsers' reports about releases: loads and failures per app and
 * version. An interface, so the counts can move where every console server reaches them (a shared
 * database or cache) without touching the endpoints (decision 085).
 */
export interface ReleaseHealthStore {
  /** Counts one report and returns that release's figures afterwards. */
  record(app: string, version: string, kind: ReleaseReportKind, message: string | null, at: Date): Promise<ReleaseHealthFigures>;
  /** The figures of one release (zeros when nothing was reported). */
  figures(app: string, version: string): Promise<ReleaseHealthFigures>;
  /** Writes what is pending and stops. */
  close(): Promise<void>;
}

const NONE: Counts = { loaded: 0, loadFailed: 0, renderFailed: 0, lastFailure: null, lastFailureAt: null };

/** Loads: the first successful loads plus the failed ones; failures: failed loads and failed renders. */
const figuresOf = (counts: Counts): ReleaseHealthFigures => ({
  loads: counts.loaded + counts.loadFailed,
  failures: counts.loadFailed + counts.renderFailed,
  lastFailure: counts.lastFailure,
});

/** The file the counts live in, beside the registry (never served: only `<app>/<version>/...` is). */
export const HEALTH_FILE_NAME = 'release-health.json';

/**
 * The counts in a JSON file in the releases folder, kept in memory and written (temporary file,
 * rename) at most once per `flushDelayMs`: reports arrive with every page load, and one console
 * server owns the file. Unreadable or missing means nothing was reported yet.
 */
export async function jsonFileHealthStore(releasesDir: string, { flushDelayMs = 1000 }: { flushDelayMs?: number } = {}): Promise<ReleaseHealthStore> {
  const file = path.join(releasesDir, HEALTH_FILE_NAME);
  let counts: CountsByRelease = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { schema?: number; apps?: CountsByRelease };
    if (parsed.schema === 1 && parsed.apps && typeof parsed.apps === 'object') counts = parsed.apps;
  } catch {
    counts = {};
  }

  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = null;
    const text = `${JSON.stringify({ schema: 1, apps: counts }, null, 2)}\n`;
    writing = writing.then(async () => {
      await mkdir(releasesDir, { recursive: true });
      const temporary = path.join(releasesDir, `.${HEALTH_FILE_NAME}.${randomUUID()}.tmp`);
      await writeFile(temporary, text);
      await rename(temporary, file);
    }).catch((error: unknown) => console.error('Release health counts could not be written', error));
  };
  const scheduleWrite = () => {
    timer ??= setTimeout(write, flushDelayMs);
    timer.unref();
  };

  return {
    async record(app, version, kind, message, at) {
      const perApp = (counts[app] ??= {});
      const current = (perApp[version] ??= { ...NONE });
      if (kind === 'loaded') current.loaded += 1;
      else {
        if (kind === 'load-failed') current.loadFailed += 1;
        else current.renderFailed += 1;
        current.lastFailure = message;
        current.lastFailureAt = at.toISOString();
      }
      scheduleWrite();
      return figuresOf(current);
    },
    async figures(app, version) {
      return figuresOf(counts[app]?.[version] ?? NONE);
    },
    async close() {
      if (timer) {
        clearTimeout(timer);
        write();
      }
      await writing;
    },
  };
}
