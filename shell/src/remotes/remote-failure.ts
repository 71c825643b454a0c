import type { RemoteEntry } from './remote-entries';

/**
 * Why a remote's area cannot be shown, told apart for the user and for whoever reads the console's
 * log (a release manager after a release):
 * - `download`: its manifest, entry or a chunk could not be fetched (server down, release folder missing);
 * - `manifest`: its manifest arrived but is not a valid federation manifest (corrupt);
 * - `entry`: its remote entry arrived but did not run (truncated or garbled);
 * - `startup`: its code ran but failed while loading its screens module;
 * - `version`: it needs a shared library version this console does not provide;
 * - `registry`, `unregistered`, `screen`: the registry could not be read, names no release of it, or
 *   its release lacks the screen;
 * - `render`: a screen threw while rendering (set by the error boundary, not by a load).
 */
export type RemoteFailureKind = 'download' | 'manifest' | 'entry' | 'startup' | 'version' | 'registry' | 'unregistered' | 'screen' | 'render';

/** Short names of the kinds, for the console's log. */
export const FAILURE_LABELS: Readonly<Record<RemoteFailureKind, string>> = {
  download: 'download failed',
  manifest: 'manifest corrupt',
  entry: 'remote entry damaged',
  startup: 'code failed while starting',
  version: 'shared library version not provided',
  registry: 'release registry unreadable',
  unregistered: 'no release registered',
  screen: 'screen missing from the release',
  render: 'render crash',
};

/** A remote's area cannot be shown; `reason` is for the person reading the error panel. */
export class RemoteUnavailableError extends Error {
  readonly kind: RemoteFailureKind;

  constructor(
    readonly app: string,
    readonly reason: string,
    options?: { cause?: unknown; kind?: RemoteFailureKind },
  ) {
    super(`${app} is unavailable: ${reason}`, { cause: options?.cause });
    this.name = 'RemoteUnavailableError';
    this.kind = options?.kind ?? 'download';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The federation manifest's parts that say where the remote's entry is. */
interface ManifestHead {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/** What a failed load of a remote's `./screens` module was, and the words for the user. */
export interface LoadFailure {
  kind: RemoteFailureKind;
  reason: string;
}

/**
 * Tells apart why loading a remote failed. The federation runtime's errors do not say whether a
 * file was missing or damaged, so after a failure the remote's manifest and entry are fetched
 * again (from the browser's cache, as a rule) and looked at:
 * - a version mismatch named by the runtime's error;
 * - the manifest not fetched: a download failure; fetched but not a federation manifest: corrupt;
 * - a chunk that failed to load: a download failure;
 * - the entry not fetched: a download failure; fetched, but its container never registered on the
 *   page (a truncated or garbled script throws before it does): damaged;
 * - otherwise the entry ran and its screens module failed while starting.
 */
export async function diagnoseLoadFailure(entry: RemoteEntry, error: unknown, fetchImpl: typeof fetch = fetch, scope: object = globalThis): Promise<LoadFailure> {
  const message = messageOf(error);
  if (/version|satisf|singleton/i.test(message)) return { kind: 'version', reason: 'it needs a version of a shared library this console does not provide' };
  const downloadFailed: LoadFailure = { kind: 'download', reason: 'its code could not be downloaded' };
  const get = (url: string) => fetchImpl(url).then((response) => (response.ok ? response : null), () => null);

  const manifestUrl = new URL(entry.entry, window.location.href);
  let entryUrl = manifestUrl;
  let container: string = entry.name;
  if (manifestUrl.pathname.endsWith('.json')) {
    const response = await get(manifestUrl.href);
    if (!response) return downloadFailed;
    let manifest: ManifestHead;
    try {
      manifest = (await response.json()) as ManifestHead;
    } catch {
      return { kind: 'manifest', reason: 'its release manifest is corrupt (not valid JSON)' };
    }
    const remoteEntry = manifest?.metaData?.remoteEntry;
    if (typeof manifest?.name !== 'string' || typeof remoteEntry?.name !== 'string' || remoteEntry.name === '') {
      return { kind: 'manifest', reason: 'its release manifest is corrupt (not a federation manifest)' };
    }
    container = manifest.name;
    const folder = typeof remoteEntry.path === 'string' && remoteEntry.path !== '' ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
    entryUrl = new URL(`${folder}${remoteEntry.name}`, manifestUrl);
  }
  if (!(await get(entryUrl.href))) return downloadFailed;
  // The entry ran, but a chunk it asked for did not arrive.
  if (/chunk|failed to fetch|networkerror/i.test(message)) return downloadFailed;
  if ((scope as Record<string, unknown>)[container] === undefined) {
    return { kind: 'entry', reason: 'its code arrived damaged (the remote entry is truncated or garbled) and could not run' };
  }
  return { kind: 'startup', reason: `its code failed while starting: ${message}` };
}
