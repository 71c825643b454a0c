import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseFailureKind, ReleaseHealthFigures, ReleaseReportKind } from '@console/shared/release-plane';

export const FAILURE_KINDS: readonly ReleaseFailureKind[] = ['load-failed', 'render-failed', 'uncaught-error', 'api-failed'];

/** What browsers reported about one release of one app. */
interface Counts {
  loads: number;
  failures: number;
  byKind: Record<ReleaseFailureKind, number>;
  lastFailure: string | null;
  lastFailureAt: string | null;
  /** Minute (ms since the epoch, floored) -> [loads, failing pages]; the last day is kept. */
  minutes: Record<string, [number, number]>;
}

type CountsByRelease = Record<string, Record<string, Counts>>;

/** What one counted report adds: a page's first load of the release, a page's first failure of it. */
export interface CountedReport {
  kind: ReleaseReportKind;
  /** The first load of this page counted (`loaded`, or a failed load). */
  load: boolean;
  /** The first failure of any kind of this page counted. */
  failingPage: boolean;
  message: string | null;
  at: Date;
}

/**
 * Where the console server keeps browsers' reports about releases (decision 143): per app and
 * version the pages that loaded it, the pages that met a failure of it, per kind, and per minute.
 * An interface, so the counts can move where every console server reaches them (a shared database
 * or cache) without touching the endpoints.
 */
export interface ReleaseHealthStore {
  /** Counts one report and returns that release's figures afterwards. */
  record(app: string, version: string, report: CountedReport): Promise<ReleaseHealthFigures>;
  /** The figures of one release (zeros when nothing was reported); with `since`, of the minutes from then on (kinds and last failure still whole). */
  figures(app: string, version: string, options?: { since?: Date; now?: Date }): Promise<ReleaseHealthFigures>;
  /** Writes what is pending and stops. */
  close(): Promise<void>;
}

const MINUTE = 60_000;
const KEEP_MINUTES = 24 * 60;
const SERIES_MINUTES = 60;
const noKinds = (): Record<ReleaseFailureKind, number> => ({ 'load-failed': 0, 'render-failed': 0, 'uncaught-error': 0, 'api-failed': 0 });
const none = (): Counts => ({ loads: 0, failures: 0, byKind: noKinds(), lastFailure: null, lastFailureAt: null, minutes: {} });

/** The figures of `counts`: whole, or from `since` on by the minutes kept. */
export function figuresOf(counts: Counts, { since, now = new Date() }: { since?: Date; now?: Date } = {}): ReleaseHealthFigures {
  const minutes = Object.entries(counts.minutes)
    .map(([minute, [loads, failures]]) => ({ minute: Number(minute), loads, failures }))
    .sort((a, b) => a.minute - b.minute);
  const from = since ? Math.floor(since.getTime() / MINUTE) * MINUTE : null;
  const windowed = from === null ? null : minutes.filter((entry) => entry.minute >= from);
  const seriesFrom = now.getTime() - SERIES_MINUTES * MINUTE;
  return {
    loads: windowed ? windowed.reduce((sum, entry) => sum + entry.loads, 0) : counts.loads,
    failures: windowed ? windowed.reduce((sum, entry) => sum + entry.failures, 0) : counts.failures,
    byKind: { ...noKinds(), ...counts.byKind },
    lastFailure: counts.lastFailure,
    lastFailureAt: counts.lastFailureAt,
    series: minutes.filter((entry) => entry.minute >= seriesFrom).map((entry) => ({ at: new Date(entry.minute).toISOString(), loads: entry.loads, failures: entry.failures })),
  };
}

/** Adds one counted report to `counts` (and forgets minutes older than a day). */
export function countReport(counts: Counts, report: CountedReport): void {
  const minute = String(Math.floor(report.at.getTime() / MINUTE) * MINUTE);
  const bucket = (counts.minutes[minute] ??= [0, 0]);
  if (report.load) {
    counts.loads += 1;
    bucket[0] += 1;
  }
  if (report.kind !== 'loaded') {
    counts.byKind[report.kind] = (counts.byKind[report.kind] ?? 0) + 1;
    counts.lastFailure = report.message;
    counts.lastFailureAt = report.at.toISOString();
    if (report.failingPage) {
      counts.failures += 1;
      bucket[1] += 1;
    }
  }
  const oldest = report.at.getTime() - KEEP_MINUTES * MINUTE;
  for (const key of Object.keys(counts.minutes)) if (Number(key) < oldest) delete counts.minutes[key];
}

/** The file the counts live in, beside the registry (never served: only `<app>/<version>/...` is). */
export const HEALTH_FILE_NAME = 'release-health.json';

/** Counts as an older console server wrote them (schema 1): loaded, loadFailed, renderFailed. */
function fromSchema1(old: Record<string, { loaded?: number; loadFailed?: number; renderFailed?: number; lastFailure?: string | null; lastFailureAt?: string | null }>): Record<string, Counts> {
  return Object.fromEntries(
    Object.entries(old).map(([version, counts]) => {
      const loadFailed = counts.loadFailed ?? 0;
      const renderFailed = counts.renderFailed ?? 0;
      return [
        version,
        { ...none(), loads: (counts.loaded ?? 0) + loadFailed, failures: loadFailed + renderFailed, byKind: { ...noKinds(), 'load-failed': loadFailed, 'render-failed': renderFailed }, lastFailure: counts.lastFailure ?? null, lastFailureAt: counts.lastFailureAt ?? null },
      ];
    }),
  );
}

/**
 * The counts in a JSON file in the releases folder, kept in memory and written (temporary file,
 * rename) at most once per `flushDelayMs`: reports arrive with every page load, and one console
 * server owns the file. Unreadable or missing means nothing was reported yet.
 */
export async function jsonFileHealthStore(releasesDir: string, { flushDelayMs = 1000 }: { flushDelayMs?: number } = {}): Promise<ReleaseHealthStore> {
  const file = path.join(releasesDir, HEALTH_FILE_NAME);
  let counts: CountsByRelease = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { schema?: number; apps?: Record<string, Record<string, never>> };
    if (parsed.schema === 2 && parsed.apps && typeof parsed.apps === 'object') counts = parsed.apps as CountsByRelease;
    else if (parsed.schema === 1 && parsed.apps && typeof parsed.apps === 'object') {
      counts = Object.fromEntries(Object.entries(parsed.apps).map(([app, versions]) => [app, fromSchema1(versions)]));
    }
  } catch {
    counts = {};
  }

  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = null;
    const text = `${JSON.stringify({ schema: 2, apps: counts })}\n`;
    writing = writing
      .then(async () => {
        await mkdir(releasesDir, { recursive: true });
        const temporary = path.join(releasesDir, `.${HEALTH_FILE_NAME}.${randomUUID()}.tmp`);
        await writeFile(temporary, text);
        await rename(temporary, file);
      })
      .catch((error: unknown) => console.error('Release health counts could not be written', error));
  };
  const scheduleWrite = () => {
    timer ??= setTimeout(write, flushDelayMs);
    timer.unref();
  };

  return {
    async record(app, version, report) {
      const perApp = (counts[app] ??= {});
      const current = (perApp[version] ??= none());
      countReport(current, report);
      scheduleWrite();
      return figuresOf(current, { now: report.at });
    },
    async figures(app, version, options) {
      return figuresOf(counts[app]?.[version] ?? none(), options);
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

/** Reads the counts file as `release status` shows them (the CLI has no console server to ask). */
export async function readHealthFile(releasesDir: string, app: string, version: string, now = new Date()): Promise<ReleaseHealthFigures | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(releasesDir, HEALTH_FILE_NAME), 'utf8')) as { schema?: number; apps?: Record<string, Record<string, never>> };
    const versions = parsed.schema === 2 ? (parsed.apps?.[app] as Record<string, Counts> | undefined) : parsed.schema === 1 && parsed.apps?.[app] ? fromSchema1(parsed.apps[app]) : undefined;
    const counts = versions?.[version];
    return counts ? figuresOf(counts, { now }) : null;
  } catch {
    return null;
  }
}
