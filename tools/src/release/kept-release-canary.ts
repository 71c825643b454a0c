import path from 'node:path';
import type { CanaryRelease } from '@console/shared/release-plane';
import { type AppName, releasesDir } from '../paths';
import { FORCEABLE, refusal } from './activation-check';
import { assertNoCanary, canaryRecord, parseCanaryPercent, type RampPlan, rampText } from './canary';
import { releaseActorOf } from './release-actor';
import { verificationOf } from './release-events';
import { updateRegistry } from './registry-store';
import { rollbackChecks } from './rollback';
import { folderExists } from './verify-build';

export interface KeptCanaryOptions {
  /** The kept release to run as a canary (an upload tried on its preview link, say). */
  version: string;
  percent: number | string;
  /** Refuse unless this is still the active (stable) release. */
  expectedActive?: string;
  by?: string;
  reason?: string;
  authenticated?: boolean;
  via?: 'key';
  force?: boolean;
  /** A stepped rollout: `percent` is then its first step. */
  ramp?: RampPlan;
}

/**
 * Starts a canary of a release that is already kept (decision 142): a build uploaded and tried on
 * its preview link becomes active for a share of browsers without being uploaded again. Checked as
 * a kept release made active is (whole, the app's own, fitting the active releases and every
 * running canary); `promote` or `abort` ends it as any canary.
 */
export async function startKeptCanary(app: AppName, options: KeptCanaryOptions): Promise<CanaryRelease & { app: AppName; active: string }> {
  const percent = options.ramp ? (options.ramp.steps[0] ?? 100) : parseCanaryPercent(options.percent);
  const actor = releaseActorOf(options);
  let result: (CanaryRelease & { app: AppName; active: string }) | undefined;
  await updateRegistry(async (registry) => {
    const releases = registry.apps[app];
    if (!releases?.active) throw new Error(`${app} has no stable release for the other browsers: activate a release first.`);
    assertNoCanary(app, releases, 'start another canary');
    if (options.expectedActive !== undefined && options.expectedActive !== releases.active) {
      throw new Error(`The active release of ${app} is now ${releases.active}, not ${options.expectedActive}: look again before you start a canary.`);
    }
    const target = releases.releases.find((release) => release.version === options.version);
    if (!target) throw new Error(`${app} has no release ${options.version}. Known: ${releases.releases.map((release) => release.version).join(', ')}`);
    if (target.version === releases.active) throw new Error(`${target.version} is the active release of ${app} already: a canary runs another release.`);
    if (!(await folderExists(path.join(releasesDir(), app, target.version)))) throw new Error(`The folder of ${app} ${target.version} is missing; refusing to point users at it.`);
    const found = await rollbackChecks(registry, app, target);
    const overridden = options.force ? found.filter((check) => check.status === 'failed' && FORCEABLE.has(check.name)) : [];
    const checks = found.map((check) => (overridden.includes(check) ? { ...check, status: 'forced' as const } : check));
    if (checks.some((check) => check.status === 'failed')) throw refusal(`start a canary of ${app} ${target.version}`, checks);
    const at = new Date().toISOString();
    const canary: CanaryRelease = canaryRecord(target.version, percent, at, actor.by, options.ramp);
    registry.apps[app] = {
      ...releases,
      canary,
      history: [
        ...releases.history,
        {
          action: 'canary',
          version: target.version,
          from: releases.active,
          at,
          percent,
          ...actor,
          ...(options.ramp ? { reason: [rampText(options.ramp), actor.reason].filter(Boolean).join('; ') } : {}),
          ...(overridden.length > 0 ? { forced: true as const } : {}),
          ...(options.authenticated ? { authenticated: true as const } : {}),
          ...(options.via ? { via: options.via } : {}),
          ...(target.build ? { build: target.build } : {}),
          verification: verificationOf(checks, new Date(at)),
        },
      ],
    };
    result = { ...canary, app, active: releases.active };
  });
  if (!result) throw new Error('the canary did not start');
  return result;
}
