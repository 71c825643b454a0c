import type { CanaryRamp, ReleaseHealthFigures } from '@console/shared/release-plane';
import { DEFAULT_CANARY_RULE, isFailing, judgeCanary, parseDuration, parseRamp } from './canary-rule';

const figures = (loads: number, failures: number, lastFailure: string | null = null): ReleaseHealthFigures => ({
  loads,
  failures,
  byKind: { 'load-failed': 0, 'render-failed': failures, 'uncaught-error': 0, 'api-failed': 0 },
  lastFailure,
  lastFailureAt: null,
  series: [],
});
const ramp = (step: number, startedAt = '2026-11-28T10:00:00.000Z'): CanaryRamp => ({ steps: [5, 25, 50, 100], stepMs: 10 * 60_000, step, stepStartedAt: startedAt });
const at = (minutes: number) => new Date(Date.parse('2026-11-28T10:00:00.000Z') + minutes * 60_000);

describe('the canary rule', () => {
  it('judges failures against the stable release over the same time, plus a margin', () => {
    // 6 of 100 pages is within a stable 2 % plus 5 points; 8 of 100 is not.
    expect(isFailing(figures(100, 6), figures(1000, 20))).toBe(false);
    expect(isFailing(figures(100, 8), figures(1000, 20))).toBe(true);
    // A flaky stable release raises the bar: 20 % against 18 % passes.
    expect(isFailing(figures(100, 20), figures(1000, 180))).toBe(false);
    // Below 5 failing pages it is noise, whatever the share.
    expect(isFailing(figures(4, 4), figures(0, 0))).toBe(false);
    expect(isFailing(figures(5, 5), figures(0, 0))).toBe(true);
    // Failures whose loads were lost are judged against themselves.
    expect(isFailing(figures(0, 6), figures(100, 0))).toBe(true);
  });

  it('aborts at once, whatever the step, saying why with the figures and the last failure as a browser reported it', () => {
    const judgement = judgeCanary({ canary: figures(41, 7, 'TypeError: x'), stable: figures(80, 1) }, ramp(0), at(1));
    expect(judgement).toEqual({
      action: 'abort',
      reason: 'aborted automatically: 7 of 41 pages failed (17.1 %); the stable release 1 of 80 (1.3 %) over the same time, margin 5 points; last reported by a browser: "TypeError: x"',
    });
  });

  it('widens a step once its time has passed with enough pages within the margin, and promotes after the last step', () => {
    const healthy = { canary: figures(200, 1), stable: figures(2000, 10), step: figures(40, 0) };
    expect(judgeCanary(healthy, ramp(0), at(9))).toEqual({ action: 'wait', reason: 'step 1 of 4 (5 %) until 2026-11-28T10:10:00.000Z' });
    expect(judgeCanary(healthy, ramp(0), at(10))).toEqual({
      action: 'step',
      to: 25,
      reason: 'widened automatically to 25 %: 0 of 40 pages failed (0 %); the stable release 10 of 2000 (0.5 %) over the same time, margin 5 points in step 1 of 4 (5 %)',
    });
    expect(judgeCanary(healthy, ramp(2, '2026-11-28T10:20:00.000Z'), at(30))).toMatchObject({ action: 'step', to: 100 });
    expect(judgeCanary(healthy, ramp(3, '2026-11-28T10:30:00.000Z'), at(40))).toMatchObject({ action: 'promote', reason: expect.stringMatching(/^promoted automatically after its last step: 0 of 40 pages failed/) });
  });

  it('waits for enough pages, and does not widen a step that fails more than the margin below the abort threshold', () => {
    expect(judgeCanary({ canary: figures(12, 0), stable: figures(500, 0), step: figures(12, 0) }, ramp(0), at(30))).toEqual({
      action: 'wait',
      reason: 'step 1 of 4 (5 %) needs 8 more pages before it can widen',
    });
    // 4 of 40 failing (10 %) is above 0 % + 5 points, yet fewer than 5 failures: no abort, no widening.
    expect(judgeCanary({ canary: figures(40, 4), stable: figures(500, 0), step: figures(40, 4) }, ramp(1), at(30))).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/^step 2 of 4 \(25 %\) fails more than the stable release plus the margin: 4 of 40 pages failed/),
    });
  });

  it('leaves a canary without a ramp to be promoted or aborted by hand', () => {
    expect(judgeCanary({ canary: figures(500, 2), stable: figures(500, 2) }, undefined, at(600))).toEqual({ action: 'wait', reason: 'no stepped rollout: promote or abort it by hand' });
    expect(DEFAULT_CANARY_RULE).toEqual({ minFailures: 5, margin: 0.05, minLoadsPerStep: 20 });
  });

  it('reads --ramp and --step, refusing what is not a rising list of shares or a duration', () => {
    expect(parseRamp('5,25,50,100')).toEqual([5, 25, 50, 100]);
    for (const bad of ['5', '25,5', '5,5', '0,50', '5,101', '5,a']) expect(() => parseRamp(bad)).toThrow('--ramp needs two or more rising whole percents');
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    for (const bad of ['0s', '500ms', '2d', '25h', 'ten']) expect(() => parseDuration(bad)).toThrow('--step needs a duration from 1s to 24h');
  });
});
