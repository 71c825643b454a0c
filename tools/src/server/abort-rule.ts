import type { ReleaseHealthFigures } from '@console/shared/release-plane';

/** When a canary is failing: at least `minFailures` failures and more than `maxFailureShare` of its loads. */
export interface AbortRule {
  minFailures: number;
  maxFailureShare: number;
}

/** At least 5 failures and more than 5 % of the canary's loads (decision 085). */
export const DEFAULT_ABORT_RULE: AbortRule = { minFailures: 5, maxFailureShare: 0.05 };

/**
 * Whether a canary with these figures is to be aborted. Both halves count: a few failures in a
 * busy canary are noise (the stable release has some too), and a high share of a handful of loads
 * is one unlucky browser. Failures with no loads counted (reports lost) are judged against the
 * failures themselves.
 */
export function isFailingCanary(health: Pick<ReleaseHealthFigures, 'loads' | 'failures'>, rule: AbortRule = DEFAULT_ABORT_RULE): boolean {
  return health.failures >= rule.minFailures && health.failures > rule.maxFailureShare * Math.max(health.loads, health.failures);
}

/**
 * The history's reason: `aborted automatically: 7 of 41 loads failed; last reported by a browser:
 * "TypeError: ..."`. The last message is what a browser reported, quoted as such.
 */
export function automaticAbortReason(health: ReleaseHealthFigures): string {
  const last = health.lastFailure ? `; last reported by a browser: "${health.lastFailure}"` : '';
  return `aborted automatically: ${health.failures} of ${health.loads} loads failed${last}`;
}
