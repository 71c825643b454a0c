import { APP_IDENTITIES, APPS, type AppName } from '../paths';
import { failureLines, FORCEABLE } from './activation-check';
import { assertNoCanary } from './canary';
import { releaseActorOf } from './release-actor';
import { keptFolder } from './release-folder';
import { type RecordedReleaseRecord, type ReleaseCheck, verificationOf } from './release-events';
import { type MutableRegistry, readRegistry, updateRegistry } from './registry-store';
import { rollbackChecks } from './rollback';
import { folderExists } from './verify-build';

export interface RollbackSetOptions {
  by?: string;
  reason?: string;
  /** Roll back even though the shell and the remotes would not fit together. */
  force?: boolean;
  dryRun?: boolean;
}

/** One app of a set rolled back: from the set's release to the one it had before. */
export interface SetRollbackMember {
  app: AppName;
  from: string;
  to: string;
  checks: ReleaseCheck[];
}

export interface RollbackSetResult {
  set: string;
  members: SetRollbackMember[];
  overridden?: string[];
}

export interface RollbackSetPlan {
  dryRun: true;
  set: string;
  outcome: 'rollback' | 'refuse';
  members: SetRollbackMember[];
  refusal?: string;
}

interface Step {
  app: AppName;
  from: string;
  target: RecordedReleaseRecord;
}

/**
 * What rolling back set `set` means now: each app the set published, still on the set's release,
 * back to the release it had before the set. Refused when an app has moved on since (roll that
 * one back alone first), when an app had no release before the set, or while a canary of one runs.
 */
function stepsOf(registry: MutableRegistry, set: string): Step[] {
  const steps: Step[] = [];
  for (const app of APPS) {
    const entry = registry.apps[app];
    const published = entry?.history.find((event) => event.action === 'publish' && event.set === set);
    if (!entry || !published) continue;
    assertNoCanary(app, entry, 'roll its set back');
    if (entry.active !== published.version) {
      throw new Error(`${app} is no longer on the release set ${set} gave it (${published.version}; active now: ${entry.active ?? 'none'}): roll ${app} back alone, or publish what you need.`);
    }
    if (!published.from) throw new Error(`${app} had no release before set ${set}: a set that published an app's first release cannot be rolled back whole.`);
    const target = entry.releases.find((release) => release.version === published.from);
    if (!target) throw new Error(`${app} ${published.from}, its release before set ${set}, is not kept (pruned?): roll ${app} back alone with --to.`);
    steps.push({ app, from: published.version, target });
  }
  if (steps.length === 0) throw new Error(`No app was published by set ${set} (see \`npm run release -- status\`, the history's "set" of each publish).`);
  return steps;
}

/** The registry with every app of the set on the release it had before the set. */
function afterRollback(registry: MutableRegistry, steps: readonly Step[]): MutableRegistry {
  const apps = { ...registry.apps };
  for (const step of steps) {
    const entry = apps[step.app];
    if (entry) apps[step.app] = { ...entry, active: step.target.version };
  }
  return { ...registry, apps };
}

async function checkSteps(registry: MutableRegistry, steps: readonly Step[], force: boolean) {
  const after = afterRollback(registry, steps);
  const members: SetRollbackMember[] = [];
  const overridden: string[] = [];
  for (const step of steps) {
    if (!(await folderExists(keptFolder(step.app, step.target.version)))) throw new Error(`The folder of ${step.app} ${step.target.version} is missing; refusing to point users at it.`);
    const found = await rollbackChecks(after, step.app, step.target);
    const checks = found.map((check) => (force && check.status === 'failed' && FORCEABLE.has(check.name) ? { ...check, status: 'forced' as const } : check));
    overridden.push(...checks.filter((check) => check.status === 'forced').map((check) => `${step.app}: ${check.name}: ${check.detail}`));
    members.push({ app: step.app, from: step.from, to: step.target.version, checks });
  }
  const failing = members.filter((member) => member.checks.some((check) => check.status === 'failed'));
  const error =
    failing.length > 0
      ? new Error(
          [
            `Refusing to roll back set ${steps.map((step) => step.app).join(', ')}: nothing was changed.`,
            ...failing.flatMap((member) => [`${member.app} (back to ${member.to}):`, ...failureLines(member.checks)]),
            'Roll back the apps named alone first, or pass --force if you know why it is safe.',
          ].join('\n'),
        )
      : undefined;
  return { members, overridden, error };
}

/**
 * Rolls back every app a set published (decision 115) to the release it had before the set, each
 * checked against the registry as it will be with all of them rolled back, by one registry write:
 * the way back from a new major of @console/shared, where rolling back the shell alone is refused
 * (it could not run the remotes of the set) and so is each remote alone.
 */
export function rollbackSet(set: string, options: RollbackSetOptions & { dryRun: true }): Promise<RollbackSetPlan>;
export function rollbackSet(set: string, options?: RollbackSetOptions): Promise<RollbackSetResult>;
export async function rollbackSet(set: string, options: RollbackSetOptions = {}): Promise<RollbackSetResult | RollbackSetPlan> {
  const actor = releaseActorOf(options);
  const force = options.force ?? false;
  if (options.dryRun) {
    const registry = structuredClone(await readRegistry()) as MutableRegistry;
    const { members, error } = await checkSteps(registry, stepsOf(registry, set), force);
    return { dryRun: true, set, outcome: error ? 'refuse' : 'rollback', members, ...(error ? { refusal: error.message } : {}) };
  }
  let result: RollbackSetResult | undefined;
  await updateRegistry(async (registry) => {
    const steps = stepsOf(registry, set);
    const { members, overridden, error } = await checkSteps(registry, steps, force);
    if (error) throw error;
    const at = new Date();
    for (const step of steps) {
      const entry = registry.apps[step.app];
      const member = members.find((candidate) => candidate.app === step.app);
      if (!entry || !member) continue;
      registry.apps[step.app] = {
        ...entry,
        federationName: step.target.federationName ?? APP_IDENTITIES[step.app].federationName,
        active: step.target.version,
        history: [
          ...entry.history,
          {
            action: 'rollback',
            version: step.target.version,
            from: step.from,
            at: at.toISOString(),
            ...actor,
            ...(overridden.length > 0 ? { forced: true as const } : {}),
            ...(step.target.build ? { build: step.target.build } : {}),
            verification: verificationOf(member.checks, at),
            set,
          },
        ],
      };
    }
    result = { set, members, ...(overridden.length > 0 ? { overridden } : {}) };
  });
  if (!result) throw new Error('rollback did not run');
  return result;
}
