import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { releasesDir } from '../paths';
import type { RecordedReleaseEvent } from './release-events';

/** Release actions the audit trail knows (the API's `POST /audit/release-actions`, decision 141). */
export type ReleaseActionName =
  | 'publish'
  | 'upload'
  | 'activate'
  | 'rollback'
  | 'canary'
  | 'ramp'
  | 'promote'
  | 'abort'
  | 'prune'
  | 'key-create'
  | 'key-revoke'
  | 'alert-add'
  | 'alert-remove'
  | 'access';

/** Who acted: a console user (proven by the API), the CLI (a claimed name and the account), the console server by itself, or a team key. */
export interface ReleaseActor {
  kind: 'user' | 'cli' | 'automatic' | 'key';
  name: string;
}

/** One release action as the audit trail records it; `id` makes its recording idempotent. */
export interface ReleaseActionEntry {
  id: string;
  at: string;
  app: string;
  action: ReleaseActionName;
  outcome: 'success' | 'failed' | 'denied';
  version?: string;
  actor: ReleaseActor;
  message?: string;
  clientAddress?: string;
}

/**
 * Actions that are not in the registry's history (refused and failed ones, access refused), kept
 * one JSON line each until the console server has forwarded them to the audit trail. Never served:
 * only `<app>/<version>/...` is.
 */
export const JOURNAL_FILE = 'release-actions.jsonl';

const MESSAGE_LIMIT = 500;
const clean = (text: string, limit: number) => [...text].filter((char) => char >= ' ' && char !== '\u007f').join('').trim().slice(0, limit);

/** Appends entries to the journal of `dir` (one `write`, with `O_APPEND`: concurrent writers do not interleave lines). */
export async function journalReleaseActions(entries: readonly Omit<ReleaseActionEntry, 'id'>[], dir = releasesDir()): Promise<void> {
  if (entries.length === 0) return;
  await mkdir(dir, { recursive: true });
  const lines = entries.map((entry) =>
    JSON.stringify({ id: `j-${randomUUID()}`, ...entry, ...(entry.message !== undefined ? { message: clean(entry.message, MESSAGE_LIMIT) } : {}) }),
  );
  await appendFile(path.join(dir, JOURNAL_FILE), `${lines.join('\n')}\n`, { mode: 0o600 });
}

/** Journals one release action that is not in the registry's history (a refusal, a failure, a key made); a journal that cannot be written is reported, never fatal to the action itself. */
export async function journalAction(entry: Omit<ReleaseActionEntry, 'id' | 'at'> & { at?: string }, dir = releasesDir()): Promise<void> {
  await journalReleaseActions([{ ...entry, at: entry.at ?? new Date().toISOString() }], dir).catch((error: unknown) =>
    console.error(`The release action could not be journaled for the audit trail: ${(error as Error).message}`),
  );
}

/** Who a history event names as its actor, for the audit trail. */
export function actorOfEvent(event: RecordedReleaseEvent): ReleaseActor {
  const by = event.by ?? 'unknown';
  if (event.via === 'automatic') return { kind: 'automatic', name: by };
  if (event.via === 'key') return { kind: 'key', name: by };
  if (event.authenticated) return { kind: 'user', name: by };
  return { kind: 'cli', name: clean(event.osUser && event.osUser !== by ? `${by} (account ${event.osUser})` : by, 100) };
}

/**
 * The audit trail's entry of the `index`-th history event of `app`: the registry's history is
 * append-only, so the id (app, position and a hash of the event) names it for good, and the
 * audit trail records it once however often it is forwarded.
 */
export function historyEntry(app: string, index: number, event: RecordedReleaseEvent): ReleaseActionEntry {
  const digest = createHash('sha256').update(JSON.stringify([app, index, event.action, event.version, event.at])).digest('base64url').slice(0, 16);
  const details = [event.reason, event.forced ? 'forced past a failed check' : undefined, event.percent !== undefined ? `${event.percent} % of browsers` : undefined].filter(Boolean);
  return {
    id: `h-${app}-${index}-${digest}`,
    at: event.at,
    app,
    action: event.action as ReleaseActionName,
    outcome: 'success',
    version: event.version,
    actor: actorOfEvent(event),
    ...(details.length > 0 ? { message: clean(details.join('; '), MESSAGE_LIMIT) } : {}),
  };
}
