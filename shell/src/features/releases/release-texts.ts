import type { CanaryRamp, ReleaseConsoleEvent, ReleaseFailureKind, ReleaseHealthFigures } from '@console/shared/release-plane';
import { formatNumber, NOT_AVAILABLE } from '@console/shared';

/** How the Releases screen names each history action. */
export const ACTION_LABELS: Record<ReleaseConsoleEvent['action'], string> = {
  publish: 'Publish',
  upload: 'Upload',
  activate: 'Activate',
  rollback: 'Roll back',
  canary: 'Canary',
  ramp: 'Widen canary',
  promote: 'Promote',
  abort: 'Abort',
};

/** `41 / 2`: the pages that loaded a release and the pages that met a failure of it, as browsers reported. */
export const healthText = (health: ReleaseHealthFigures | null | undefined): string =>
  health ? `${formatNumber(health.loads)} / ${formatNumber(health.failures)}` : NOT_AVAILABLE;

/** The kinds of failure as the screen names them (decision 143). */
export const FAILURE_KIND_LABELS: Record<ReleaseFailureKind, string> = {
  'load-failed': 'Failed loads',
  'render-failed': 'Render crashes',
  'uncaught-error': 'Uncaught errors',
  'api-failed': 'API failures',
};

/** `step 2 of 4 (25 %)`: where a stepped canary is. */
export const rampText = (ramp: CanaryRamp | null | undefined): string | null => (ramp ? `step ${ramp.step + 1} of ${ramp.steps.length}: ${ramp.steps.join(' → ')} %` : null);

/** Whether a release passed the checks before it was published (issue 20's verification), as the screen says it. */
export const verificationText = (verified: boolean | null | undefined): string => (verified === true ? 'passed' : verified === false ? 'failed' : 'not verified');

/** Who did it: a console user proven by their session, the console server by itself, a team key, or a name the command line was given. */
export const actorText = (event: Pick<ReleaseConsoleEvent, 'by' | 'authenticated' | 'via'>): string => {
  if (event.via === 'automatic') return `${event.by ?? 'console server'} (automatic)`;
  if (!event.by) return NOT_AVAILABLE;
  if (event.via === 'key') return `${event.by} (team key)`;
  return `${event.by} (${event.authenticated ? 'signed in' : 'command line'})`;
};

/** What else an event says: its canary's share, why it was aborted, a forced compatibility check. */
export function eventNote(event: ReleaseConsoleEvent): string {
  const notes = [
    event.percent !== null ? `for ${event.percent} % of browsers` : null,
    event.reason,
    event.forced ? 'forced past the compatibility check' : null,
  ].filter((note): note is string => !!note);
  return notes.length > 0 ? notes.join('; ') : NOT_AVAILABLE;
}
