import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '../paths';
import { releasesDir } from '../paths';
import { activationStack } from './activation-stack';
import { updateRegistry } from './registry-store';

export interface RollbackResult {
  from: string;
  to: string;
}

/**
 * Makes an older release of one app active again: by default the release that was active before
 * the current one (see `activationStack`), or `to` when given. Nothing is rebuilt; users get it on
 * their next page load.
 */
export async function rollback(app: AppName, to?: string): Promise<RollbackResult> {
  let result: RollbackResult | undefined;
  await updateRegistry(async (registry) => {
    const releases = registry.apps[app];
    if (!releases?.active) throw new Error(`${app} has no active release to roll back.`);
    const stack = activationStack(releases.history);
    const previous = stack[stack.length - 2];
    const target = releases.releases.find((release) => release.version === (to ?? previous));
    if (!target) {
      throw new Error(
        to
          ? `${app} has no release ${to}. Known: ${releases.releases.map((release) => release.version).join(', ')}`
          : `${app} has no release older than ${releases.active}.`,
      );
    }
    if (target.version === releases.active) throw new Error(`${target.version} is already the active release of ${app}.`);
    await access(path.join(releasesDir(), app, target.version)).catch((error: unknown) => {
      throw new Error(`The folder of ${app} ${target.version} is missing; refusing to point users at it.`, { cause: error });
    });
    result = { from: releases.active, to: target.version };
    registry.apps[app] = {
      ...releases,
      active: target.version,
      history: [...releases.history, { action: 'rollback', version: target.version, from: releases.active, at: new Date().toISOString() }],
    };
  });
  if (!result) throw new Error('rollback did not run');
  return result;
}
