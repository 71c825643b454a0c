import type { CanaryRamp, ReleaseHealthFigures } from '@console/shared/release-plane';

/**
 * How a canary is judged (decision 143): its share of failing pages against the stable release's
 * over the same time, plus a margin; failures below `minFailures` are noise; a step widens only after
 * its time with at least `minLoadsPerStep` pages of it.
 */
export interface CanaryRule {
  minFailures: number;
  /** Absolute: 0.05 lets the canary fail in 5 points more of its pages than the stable release. */
  margin: number;
  minLoadsPerStep: number;
}

export const DEFAULT_CANARY_RULE: CanaryRule = { minFailures: 5, margin: 0.05, minLoadsPerStep: 20 };

export type CanaryJudgement =
  | { action: 'abort'; reason: string }
  | { action: 'step'; to: number; reason: string }
  | { action: 'promote'; reason: string }
  | { action: 'wait'; reason: string };

type Counts = Pick<ReleaseHealthFigures, 'loads' | 'failures'>;

/** The share of failing pages (failures with no loads counted, reports lost, are judged against themselves). */
export const failureRate = ({ loads, failures }: Counts): number => (failures === 0 ? 0 : failures / Math.max(loads, failures));

const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString('en')} %`;
const counts = ({ loads, failures }: Counts) => `${failures} of ${loads} ${loads === 1 ? 'page' : 'pages'} failed (${percent(failureRate({ loads, failures }))})`;

/** `7 of 41 pages failed (17.1 %); the stable release 1 of 80 (1.3 %) over the same time, margin 5 points`. */
export function comparison(canary: Counts, stable: Counts, rule: CanaryRule): string {
  return `${counts(canary)}; the stable release ${stable.failures} of ${stable.loads} (${percent(failureRate(stable))}) over the same time, margin ${Math.round(rule.margin * 100)} points`;
}

/** Whether the canary fails too often against the stable release: at least `minFailures`, above its rate plus the margin. */
export function isFailing(canary: Counts, stable: Counts, rule: CanaryRule = DEFAULT_CANARY_RULE): boolean {
  return canary.failures >= rule.minFailures && failureRate(canary) > failureRate(stable) + rule.margin;
}

export interface CanaryFigures {
  /** The canary since it started. */
  canary: ReleaseHealthFigures;
  /** The stable release over the same time. */
  stable: Counts;
  /** The canary since its step started (a stepped rollout). */
  step?: Counts;
}

/**
 * What to do with a canary now: abort it when it fails too often (at once, whatever its step);
 * with a ramp, widen it once its step has lasted `stepMs` with enough pages and a rate within the
 * margin, and promote it after its last step. Otherwise wait, saying for what.
 */
export function judgeCanary(figures: CanaryFigures, ramp: CanaryRamp | undefined, now: Date, rule: CanaryRule = DEFAULT_CANARY_RULE): CanaryJudgement {
  const { canary, stable } = figures;
  if (isFailing(canary, stable, rule)) {
    const last = canary.lastFailure ? `; last reported by a browser: "${canary.lastFailure}"` : '';
    return { action: 'abort', reason: `aborted automatically: ${comparison(canary, stable, rule)}${last}` };
  }
  if (!ramp) return { action: 'wait', reason: 'no stepped rollout: promote or abort it by hand' };
  const share = ramp.steps[ramp.step] ?? 100;
  const ends = Date.parse(ramp.stepStartedAt) + ramp.stepMs;
  if (now.getTime() < ends) return { action: 'wait', reason: `step ${ramp.step + 1} of ${ramp.steps.length} (${share} %) until ${new Date(ends).toISOString()}` };
  const step = figures.step ?? canary;
  if (step.loads < rule.minLoadsPerStep) {
    return { action: 'wait', reason: `step ${ramp.step + 1} of ${ramp.steps.length} (${share} %) needs ${rule.minLoadsPerStep - step.loads} more pages before it can widen` };
  }
  if (failureRate(step) > failureRate(stable) + rule.margin) {
    return { action: 'wait', reason: `step ${ramp.step + 1} of ${ramp.steps.length} (${share} %) fails more than the stable release plus the margin: ${comparison(step, stable, rule)}` };
  }
  const next = ramp.steps[ramp.step + 1];
  const held = `${comparison(step, stable, rule)} in step ${ramp.step + 1} of ${ramp.steps.length} (${share} %)`;
  if (next === undefined) return { action: 'promote', reason: `promoted automatically after its last step: ${held}` };
  return { action: 'step', to: next, reason: `widened automatically to ${next} %: ${held}` };
}

/** Reads `--ramp 5,25,50,100`: rising whole percents from 1 to 100. */
export function parseRamp(value: string): number[] {
  const steps = value.split(',').map((part) => part.trim());
  const numbers = steps.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.length < 2 || numbers.some((step) => !Number.isInteger(step) || step < 1 || step > 100) || numbers.some((step, index) => index > 0 && step <= (numbers[index - 1] ?? 0))) {
    throw new Error(`--ramp needs two or more rising whole percents from 1 to 100, e.g. 5,25,50,100 (got "${value}").`);
  }
  return numbers;
}

/** Reads `--step 10m` (also `90s`, `1h`, `500ms`): at least one second, at most a day. */
export function parseDuration(value: string): number {
  const match = /^(\d+)(ms|s|m|h)$/.exec(value.trim());
  const ms = match ? Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'] : Number.NaN;
  if (!Number.isFinite(ms) || ms < 1000 || ms > 86_400_000) throw new Error(`--step needs a duration from 1s to 24h, e.g. 10m (got "${value}").`);
  return ms;
}
