import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '../paths';
import { releasesDir } from '../paths';
import { activationProblems, refusal } from './activation-check';
import { activationStack } from './activation-stack';
import { assertNoCanary, canaryProblems } from './canary';
import { releaseActor } from './release-actor';
import { updateRegistry } from './registry-store';

export interface RollbackResult {
  from: string;
  to: string;
  /** What `force` overrode (absent when nothing was). */
  overridden?: string[];
}

export interface RollbackOptions {
  /** The release to return to (default: the one active before the current one). */
  to?: string;
  /** Who rolls back (default: `RELEASE_BY` or the login name). */
  by?: string;
  /** Roll back even though the shell and the remotes would not fit together. */
  force?: boolean;
  /** `by` is the user signed in to the console, not a name given to the CLI (decision 085). */
  authenticated?: boolean;
  /** Refuse unless this is still the active release (the person chose the target looking at it). */
  expectedActive?: string;
}

/**
 * Makes an older release of one app active again: by default the release that was active before
 * the current one (see `activationStack`), or `to` when given. Nothing is rebuilt; users get it on
 * their next page load. Refuses (unless `force`) a release whose folder is gone, and one the
 * console could not run (see `activationProblems`).
 */
export async function rollback(app: AppName, options: RollbackOptions = {}): Promise<RollbackResult> {
  const { to, force = false } = options;
  const by = releaseActor(options.by);
  let result: RollbackResult | undefined;
  await updateRegistry(async (registry) => {
    const releases = registry.apps[app];
    if (!releases?.active) throw new Error(`${app} has no active release to roll back.`);
    assertNoCanary(app, releases, 'roll it back');
    if (options.expectedActive !== undefined && options.expectedActive !== releases.active) {
      throw new Error(`The active release of ${app} is now ${releases.active}, not ${options.expectedActive}: look again before you roll it back.`);
    }
    const stack = activationStack(releases.history);
    const previous = stack[stack.length - 2];
    const target = releases.releases.find((release) => release.version === (to ?? previous));
    if (!target) throw new Error(missingTargetMessage(app, releases, to, previous));
    if (target.version === releases.active) throw new Error(`${target.version} is already the active release of ${app}.`);
    const folder = path.join(releasesDir(), app, target.version);
    await access(folder).catch((error: unknown) => {
      throw new Error(`The folder of ${app} ${target.version} is missing; refusing to point users at it.`, { cause: error });
    });
    const onActive = await activationProblems(registry, app, folder);
    const problems = [...onActive, ...(await canaryProblems(registry, app, folder, onActive))];
    if (problems.length > 0 && !force) throw refusal(`roll ${app} back to ${target.version}`, problems);
    result = { from: releases.active, to: target.version, ...(problems.length > 0 ? { overridden: problems } : {}) };
    registry.apps[app] = {
      ...releases,
      active: target.version,
      history: [
        ...releases.history,
        {
          action: 'rollback',
          version: target.version,
          from: releases.active,
          at: new Date().toISOString(),
          by,
          ...(problems.length > 0 ? { forced: true as const } : {}),
          ...(options.authenticated ? { authenticated: true as const } : {}),
        },
      ],
    };
  });
  if (!result) throw new Error('rollback did not run');
  return result;
}

function missingTargetMessage(
  app: AppName,
  releases: { active: string | null; releases: readonly { version: string }[]; pruned?: readonly { version: string }[] },
  to: string | undefined,
  previous: string | undefined,
): string {
  const wanted = to ?? previous;
  if (wanted && releases.pruned?.some((pruned) => pruned.version === wanted)) {
    return `${app} ${wanted} was pruned; roll back to a release that is kept with --to. Known: ${releases.releases.map((release) => release.version).join(', ')}`;
  }
  return to
    ? `${app} has no release ${to}. Known: ${releases.releases.map((release) => release.version).join(', ')}`
    : `${app} has no release older than ${releases.active}.`;
}
