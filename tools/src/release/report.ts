import type { PruneResult } from './prune';
import type { PublishPlan, PublishResult } from './publish';
import type { PublishSetPlan, PublishSetResult, SetMemberOutcome } from './publish-set';
import type { ReleaseCheck } from './release-events';
import type { RollbackPlan, RollbackResult } from './rollback';
import type { RollbackSetPlan, RollbackSetResult } from './rollback-set';

const STATUS_WORD: Record<ReleaseCheck['status'], string> = { passed: 'passed ', failed: 'FAILED ', forced: 'FORCED ', skipped: 'not run' };

/** The checks, one block each: status, name, then what was found, indented. */
export function formatChecks(checks: readonly ReleaseCheck[], indent = '  '): string[] {
  return checks.map((check) => `${indent}${STATUS_WORD[check.status]}  ${check.name.padEnd(13)} ${check.detail.replaceAll('\n', `\n${indent}${' '.repeat(24)}`)}`);
}

const provenanceLine = (plan: PublishPlan) => {
  const { build } = plan;
  const commit = build.commit ? `commit ${build.commit.slice(0, 10)}${build.dirty ? ' with uncommitted changes' : ''}` : 'no commit recorded';
  return `  build: ${build.packageName || plan.app} ${build.packageVersion}, @console/shared ${build.sharedVersion ?? 'unknown'}, ${commit}, content ${build.contentHash?.slice(0, 16) ?? 'unknown'}`;
};

/** What `publish --dry-run` found and would do. */
export function formatPublishPlan(plan: PublishPlan): string {
  const lines = [`Dry run of publish ${plan.app}: nothing was changed.`, provenanceLine(plan)];
  if (plan.outcome === 'already-published') {
    lines.push(
      plan.active
        ? `Would answer: already published as ${plan.version}, the active release; nothing to do.`
        : `Would answer: already published as ${plan.version}, which is not active (active: ${plan.from ?? 'none'}); --activate would roll back to it.`,
    );
  } else if (plan.outcome === 'publish') {
    lines.push(
      plan.canary === undefined
        ? `Would create release ${plan.version} and make it active (active now: ${plan.from ?? 'none'}).`
        : `Would create release ${plan.version} as a canary for ${plan.canary} % of browsers (the others stay on ${plan.from ?? 'none'}).`,
    );
  } else {
    lines.push(`Would refuse release ${plan.version} (active stays: ${plan.from ?? 'none'}).`);
  }
  lines.push('Checks:', ...formatChecks(plan.checks));
  if (plan.refusal) lines.push('', plan.refusal);
  return lines.join('\n');
}

/** What `rollback --dry-run` found and would do. */
export function formatRollbackPlan(plan: RollbackPlan): string {
  const lines = [
    `Dry run of rollback ${plan.app}: nothing was changed.`,
    plan.outcome === 'rollback' ? `Would make ${plan.to} active again (active now: ${plan.from}).` : `Would refuse to make ${plan.to} active (active stays: ${plan.from}).`,
    'Checks:',
    ...formatChecks(plan.checks),
  ];
  if (plan.refusal) lines.push('', plan.refusal);
  return lines.join('\n');
}

/** The answer of a publish that ran. */
export function formatPublished(app: string, result: PublishResult): string {
  if (result.activated) return `${app}: this build is already published as ${result.version}; rolled back ${result.activated.from} -> ${result.activated.to} (active)`;
  if (result.alreadyPublished) return `${app}: already published as ${result.version} (active); nothing to do`;
  const checks = result.verification?.checks ?? [];
  const what = result.canary === undefined ? '(active)' : `(a canary for ${result.canary} % of browsers)`;
  return [`Published ${app} ${result.version} ${what}`, ...formatChecks(checks)].join('\n');
}

export const formatRolledBack = (app: string, result: RollbackResult) => `Rolled back ${app}: ${result.from} -> ${result.to} (active)`;

/** What `prune` removed (or would), why each kept release is kept, and what killed publishes left. */
export function formatPrune(result: PruneResult, dryRun: boolean): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const lines: string[] = dryRun ? ['Dry run of prune: nothing was changed.'] : [];
  for (const [app, plan] of Object.entries(result.apps)) {
    lines.push(`${app}: ${verb} ${plan.remove.length === 0 ? 'nothing' : plan.remove.join(', ')}`);
    for (const kept of plan.keep) lines.push(`  keeps ${kept.version} (${kept.reasons.join('; ')})`);
  }
  if (result.leftoverReasons.length > 0) {
    lines.push(`Leftovers of interrupted publishes ${verb}:`, ...result.leftoverReasons.map((leftover) => `  ${leftover.path} (${leftover.why})`));
  }
  if (result.inProgress.length > 0) lines.push('Kept, not a release:', ...result.inProgress.map((item) => `  ${item.path} (${item.why})`));
  return lines.join('\n');
}

/** The warning printed when `--force` activated a release its checks found unfit. */
export function forcedWarning(overridden: readonly string[] | undefined): string | null {
  if (!overridden) return null;
  return ['WARNING: --force activated a release the console cannot run as it is:', ...overridden.map((problem) => `  - ${problem.replaceAll('\n', '\n    ')}`)].join('\n');
}

/** One app of a set: what it becomes, then its checks. */
function setMemberLines(member: SetMemberOutcome, verb: string, before = 'active now'): string[] {
  if (member.unchanged) return [`${member.app}: already active as ${member.version}; unchanged`];
  const { build } = member;
  const commit = build.commit ? `commit ${build.commit.slice(0, 10)}${build.dirty ? ' with uncommitted changes' : ''}` : 'no commit recorded';
  const head = member.version ? `${member.app}: ${verb} ${member.version} (${before}: ${member.from ?? 'none'})` : `${member.app}: refused`;
  const what = build.packageVersion ? [`  build: ${build.packageName || member.app} ${build.packageVersion}, @console/shared ${build.sharedVersion ?? 'unknown'}, ${commit}`] : [];
  return [head, ...what, ...formatChecks(member.checks, '    ')];
}

/** What `publish <app> <app>... --dry-run` found and would do. */
export function formatSetPlan(plan: PublishSetPlan): string {
  const apps = plan.members.map((member) => member.app).join(', ');
  const verdict = { publish: 'would make every app below active at once', refuse: 'would refuse the set: nothing would change', unchanged: 'every build is already active: nothing to do' }[plan.outcome];
  const lines = [`Dry run of publish of the set ${apps}: nothing was changed.`, `The set ${verdict}.`];
  for (const member of plan.members) lines.push(...setMemberLines(member, plan.outcome === 'refuse' ? 'would not get' : 'would get'));
  if (plan.refusal) lines.push('', plan.refusal);
  return lines.join('\n');
}

/** The answer of a set publish that ran. */
export function formatSetPublished(result: PublishSetResult): string {
  if (result.members.every((member) => member.unchanged)) return `Every build of the set is already active; nothing to do.`;
  const lines = [`Published the set ${result.set} (active together):`];
  for (const member of result.members) lines.push(...setMemberLines(member, 'published', 'before'));
  lines.push(`To roll them back together: npm run release -- rollback --set ${result.set}`);
  return lines.join('\n');
}

/** What `rollback --set <id> --dry-run` found and would do. */
export function formatSetRollbackPlan(plan: RollbackSetPlan): string {
  const lines = [`Dry run of rollback of set ${plan.set}: nothing was changed.`];
  for (const member of plan.members) lines.push(`${member.app}: ${plan.outcome === 'rollback' ? 'would return' : 'would not return'} ${member.from} -> ${member.to}`, ...formatChecks(member.checks, '    '));
  if (plan.refusal) lines.push('', plan.refusal);
  return lines.join('\n');
}

export const formatSetRolledBack = (result: RollbackSetResult) =>
  [`Rolled back set ${result.set} (together):`, ...result.members.map((member) => `  ${member.app}: ${member.from} -> ${member.to} (active)`)].join('\n');
