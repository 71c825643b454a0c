import { type ApiFailure, watchApiFailures } from '@console/shared';
import { reportRelease } from './release-reports';

/** A release file in a stack or a script URL: `/releases/<app>/<version>/...`. */
const RELEASE_FILE = /\/releases\/([a-z][a-z0-9-]*)\/([A-Za-z0-9._-]+)\//g;

/**
 * The release of a remote this page runs that `text` (a stack, a script's URL) names first, if any:
 * frames of the shell's own release (the shell, and the shared libraries it provides) are passed
 * over, so a failure in shared code called by a remote counts against the remote.
 */
export function releaseInStack(text: string | undefined, running: ReadonlyMap<string, string>): { app: string; version: string } | null {
  for (const [, app, version] of (text ?? '').matchAll(RELEASE_FILE)) {
    if (app && version && running.get(app) === version) return { app, version };
  }
  return null;
}

/** `API 404 GET /dashboard/notification/{n}`: what failed, without ids or queries (no personal data). */
export function apiFailureText({ error, method, path }: Pick<ApiFailure, 'error' | 'method' | 'path'>): string {
  const where = (() => {
    try {
      return new URL(path, 'http://x').pathname;
    } catch {
      return path;
    }
  })()
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 40 ? '{n}' : segment))
    .join('/');
  return `API ${error.httpStatus === 0 ? 'no answer' : error.httpStatus} ${method} ${where}`;
}

/**
 * Counts what fails in this page against the release that caused it (decision 143), beside the
 * failed loads and renders the loader and the error boundaries report: an uncaught error or
 * unhandled rejection whose stack or script is a file of a remote's release (also in its event
 * handlers and timers, after its screen rendered), and a call to the API made by a remote's code
 * that answered 5xx or 404 or got no answer. `running` says which release of each remote this page
 * runs. Returns the way to stop.
 */
/** The failures the client told of, by error: what an area's SWR error handler looks its call up in. */
const failures = new WeakMap<object, ApiFailure>();

/** The method and path of a failed call the client told of, if it did. */
export const failureOfError = (error: object): ApiFailure | undefined => failures.get(error);

export function watchReleaseFailures(running: () => ReadonlyMap<string, string>): () => void {
  const onError = (event: ErrorEvent) => {
    const release = releaseInStack(`${(event.error as Error | undefined)?.stack ?? ''}\n${event.filename ?? ''}`, running());
    if (release) reportRelease(release.app, release.version, 'uncaught-error', event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { stack?: string } | undefined;
    const release = releaseInStack(reason?.stack, running());
    if (release) reportRelease(release.app, release.version, 'uncaught-error', event.reason);
  };
  const stopApi = watchApiFailures((failure) => {
    failures.set(failure.error, failure);
    const release = releaseInStack(failure.stack, running());
    if (release) reportApiFailure(release.app, release.version, failure);
  });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stopApi();
  };
}

/** Reports an API failure against `app`'s release (the call's error object counts once, however many see it). */
export function reportApiFailure(app: string, version: string | undefined, failure: Pick<ApiFailure, 'error' | 'method' | 'path'>): void {
  reportRelease(app, version, 'api-failed', failure.error, apiFailureText(failure));
}
