import { api } from '@console/shared';
import { consoleServerUrl } from './console-server-url';
import { RELEASES_PATH } from './get-releases';

/**
 * `POST /api/releases/{app}/rollback | activate | canary | promote | abort` (needs `console_release.update`). Each
 * names the state the person acted on (the active release, the canary's version), so a change
 * made meanwhile by someone else is refused instead of undone. Resolves with the server's message;
 * a refusal rejects with the release tooling's reason (`ApiError.message`).
 */
export const changeRelease = async (app: string, action: 'rollback' | 'activate' | 'canary' | 'promote' | 'abort', body: Record<string, string | undefined>): Promise<string> => {
  const reply = await api.post<{ status: { message: string } }>(consoleServerUrl(`${RELEASES_PATH}/${encodeURIComponent(app)}/${action}`), body);
  return reply.status.message;
};

/** Rolls `app` back from `from` (the active release seen) to `to`. */
export const rollbackRelease = (app: string, from: string, to: string) => changeRelease(app, 'rollback', { from, to });
/** Makes the kept release `version` of `app` active (rolling forward, or back), from `from` (the active release seen). */
export const activateRelease = (app: string, from: string, version: string) => changeRelease(app, 'activate', { from, version });
/** Runs the kept release `version` of `app` as a canary for `percent` % of browsers, or stepped (`ramp`: `5,25,50,100`, `step`: `10m`). */
export const startCanary = (app: string, from: string, version: string, percent: string, ramp?: { steps: string; step: string }) =>
  changeRelease(app, 'canary', { from, version, percent, ...(ramp ? { ramp: ramp.steps, step: ramp.step } : {}) });
/** Makes the canary `version` of `app` its stable release. */
export const promoteCanary = (app: string, version: string) => changeRelease(app, 'promote', { version });
/** Ends the canary `version` of `app`: every browser back on the stable release; `reason` goes to the history. */
export const abortCanary = (app: string, version: string, reason: string) => changeRelease(app, 'abort', { version, reason });
