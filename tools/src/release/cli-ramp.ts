import { type RampPlan } from './canary';
import { parseDuration, parseRamp } from './canary-rule';
import { UsageError } from './cli-expect';

type Values = Record<string, string | string[] | boolean | undefined>;
const text = (value: Values[string]) => (typeof value === 'string' ? value : undefined);

/** `--ramp 5,25,50,100 [--step 10m]` (decision 143), or nothing; `--step` alone is refused. */
export function rampOf(values: Values): RampPlan | undefined {
  const ramp = text(values.ramp);
  const step = text(values.step);
  if (ramp === undefined) {
    if (step !== undefined) throw new UsageError('--step says how long each step of a --ramp lasts: give --ramp too.');
    return undefined;
  }
  try {
    return { steps: parseRamp(ramp), stepMs: parseDuration(step ?? '10m') };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
