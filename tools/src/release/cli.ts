import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { APPS, isAppName, type AppName } from '../paths';
import { abort, parseCanaryPercent, promote } from './canary';
import { rampOf } from './cli-ramp';
import { expectedState, UsageError } from './cli-expect';
import { ALERTS_USAGE, alertsCommand } from './cli-alerts';
import { activateCommand, keysCommand, TEAM_USAGE, uploadCommand } from './cli-team';
import { prune } from './prune';
import { publish } from './publish';
import { publishSet, type SetMember } from './publish-set';
import { readRegistry } from './registry-store';
import { journalAction, type ReleaseActionName } from './release-journal';
import { releaseActor, osUser } from './release-actor';
import {
  forcedWarning,
  formatPrune,
  formatPublished,
  formatPublishPlan,
  formatRollbackPlan,
  formatRolledBack,
  formatSetPlan,
  formatSetPublished,
  formatSetRollbackPlan,
  formatSetRolledBack,
} from './report';
import { rollback } from './rollback';
import { rollbackSet } from './rollback-set';
import { formatStatus, statusExtras, statusJson } from './status';

type Options = NonNullable<ParseArgsConfig['options']>;

const WHO = { by: { type: 'string' }, reason: { type: 'string' } } satisfies Options;

/** Each command, what it takes and its usage; an option another command takes is refused here. */
const COMMANDS = {
  publish: {
    usage: `npm run release -- publish <app> [--from <dir>] [--canary <percent>] [--ramp <p1,p2,...> [--step <duration>]] [--dry-run] [--force] [--activate] [--by <name>] [--reason "<why>"] [--json]
      checks the app's build (default <app>/dist), copies it into an immutable release and makes it active;
      --canary <percent>: active for that share of browsers only (a canary), the others stay on the stable release;
      --ramp 5,25,50,100 --step 10m: a stepped canary, widened by the console server step by step while it fares as
      well as the stable release (plus a margin), aborted at once when it does not, promoted after the last step;
      --activate: if this build is already a kept release, make that release active again
  npm run release -- publish <app> <app> [...] | --all [--from <app>=<dir>]... [--dry-run] [--force] [--by <name>] [--reason "<why>"] [--json]
      publishes several apps as one set: each checked against the registry as it will be with the whole set
      active, then all made active at once, or none (a new major of @console/shared: the shell and its remotes)`,
    options: {
      from: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      canary: { type: 'string' },
      ramp: { type: 'string' },
      step: { type: 'string' },
      'dry-run': { type: 'boolean' },
      force: { type: 'boolean' },
      activate: { type: 'boolean' },
      json: { type: 'boolean' },
      ...WHO,
    },
    apps: 'many',
  },
  rollback: {
    usage: `npm run release -- rollback <app> --expect <active version> [--to <version>] [--dry-run] [--force] [--by <name>] [--reason "<why>"] [--json]
      makes the previous (or the given) release active again; refused when the active release is no longer --expect's
  npm run release -- rollback --set <id> [--dry-run] [--force] [--by <name>] [--reason "<why>"] [--json]
      makes every app of a published set active again on the release it had before the set, at once`,
    options: { to: { type: 'string' }, set: { type: 'string' }, expect: { type: 'string' }, 'dry-run': { type: 'boolean' }, force: { type: 'boolean' }, json: { type: 'boolean' }, ...WHO },
    apps: 'optional',
  },
  prune: {
    usage: `npm run release -- prune --keep <n> [<app>] [--dry-run] [--by <name>] [--reason "<why>"] [--json]
      removes releases that are not active, not among the n newest builds and not needed by a rollback, and what killed publishes left`,
    options: { keep: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' }, ...WHO },
    apps: 'optional',
  },
  promote: {
    usage: `npm run release -- promote <app> --expect <canary version> [--by <name>] [--reason "<why>"] [--json]
      makes the running canary the stable release, for every browser`,
    options: { expect: { type: 'string' }, json: { type: 'boolean' }, ...WHO },
    apps: 'one',
  },
  abort: {
    usage: `npm run release -- abort <app> --expect <canary version> [--by <name>] [--reason "<why>"] [--json]
      ends the running canary: every browser gets the stable release again`,
    options: { expect: { type: 'string' }, json: { type: 'boolean' }, ...WHO },
    apps: 'one',
  },
  status: {
    usage: `npm run release -- status [--json]
      every app's active release, whether it passed its checks, and its history`,
    options: { json: { type: 'boolean' } },
    apps: 'none',
  },
} satisfies Record<string, { usage: string; options: Options; apps: 'one' | 'many' | 'optional' | 'none' }>;

type Command = keyof typeof COMMANDS;

const USAGE = `Usage:
${Object.values(COMMANDS)
  .map((command) => `  ${command.usage}`)
  .join('\n')}
  ${TEAM_USAGE}
  ${ALERTS_USAGE}
  --dry-run runs every check and says what would happen; nothing changes.
  --force activates a release the compatibility, names or load check refused (never one that is incomplete or another app's build).
  --by names who releases (recorded as claimed; default RELEASE_BY or the login name); the account it runs as is recorded too.
  --expect names the release you expect (rollback: the active one; promote, abort: the canary); at a terminal it can be confirmed instead.
Apps: ${APPS.join(', ')}
What each check does: docs/releasing.md`;

/** The command's options and app, refusing what it does not take (an option of another command included). */
type Values = Record<string, string | string[] | boolean | undefined>;

function parseCommand(command: Command, args: string[]) {
  const spec = COMMANDS[command];
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { ...spec.options, help: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message.replace(/\. To specify a positional argument.*$/s, '.')}\nUsage: ${spec.usage}`);
  }
  const positionals = parsed.positionals;
  if (parsed.values.help) return { values: parsed.values as Values, apps: [] };
  const allowed = spec.apps === 'one' ? [1, 1] : spec.apps === 'many' ? [1, Infinity] : spec.apps === 'optional' ? [0, 1] : [0, 0];
  const all = (parsed.values as Values).all === true;
  if (!all && (positionals.length < (allowed[0] ?? 0) || positionals.length > (allowed[1] ?? 0))) {
    const takes = { none: 'no app', one: 'one app', many: 'one app or more (or --all)', optional: 'at most one app' }[spec.apps];
    throw new UsageError(`${command} takes ${takes} (got: ${positionals.join(' ') || 'none'}).\nUsage: ${spec.usage}`);
  }
  if (all && positionals.length > 0) throw new UsageError(`${command} --all publishes every app: name no app with it (got: ${positionals.join(' ')}).\nUsage: ${spec.usage}`);
  const unknown = positionals.find((name) => !isAppName(name));
  if (unknown !== undefined) throw new UsageError(`Name an app: ${APPS.join(', ')} (got: ${unknown})`);
  return { values: parsed.values as Values, apps: (all ? [...APPS] : positionals) as AppName[] };
}

const text = (value: string | string[] | boolean | undefined) => (typeof value === 'string' ? value : undefined);


/** A set's `--from <app>=<dir>` options: the build of each app named (the others publish their `dist/`). */
function setBuilds(apps: readonly AppName[], from: readonly string[]): SetMember[] {
  const builds = new Map<string, string>();
  for (const option of from) {
    const match = /^([^=]+)=(.+)$/.exec(option);
    if (!match || !apps.includes(match[1] as AppName)) {
      throw new UsageError(`--from of a set names an app of the set and its build: --from <app>=<dir> (got: ${option}; the set: ${apps.join(', ')}).\nUsage: ${COMMANDS.publish.usage}`);
    }
    if (builds.has(match[1] as string)) throw new UsageError(`--from names ${match[1]} twice.`);
    builds.set(match[1] as string, path.resolve(match[2] as string));
  }
  return apps.map((app) => ({ app, ...(builds.has(app) ? { distDir: builds.get(app) } : {}) }));
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    return;
  }
  // A team's commands: keys, upload and activate (decision 142).
  if (command === 'keys') return keysCommand(rest);
  if (command === 'upload') return uploadCommand(rest);
  if (command === 'activate') return activateCommand(rest);
  if (command === 'alerts') return alertsCommand(rest);
  if (!(command in COMMANDS)) throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  const { values, apps } = parseCommand(command as Command, rest);
  const [app] = apps;
  if (values.help) {
    console.log(`Usage: ${COMMANDS[command as Command].usage}`);
    return;
  }
  const json = values.json === true;
  const dryRun = values['dry-run'] === true;
  const who = { by: text(values.by), reason: text(values.reason) };
  const print = (value: unknown, human: string) => console.log(json ? JSON.stringify(value) : human);

  switch (command as Command) {
    case 'publish': {
      const from = (values.from as string[] | undefined) ?? [];
      if (apps.length > 1 || values.all === true) {
        if (values.canary !== undefined || values.ramp !== undefined) {
          throw new UsageError('A canary runs one app: publish the set to everyone (without --canary), or start a canary of one app with publish <app> --canary <percent>.');
        }
        if (values.activate === true) throw new UsageError('--activate makes one app\'s kept release active again: run it with one app (publish <app> --activate).');
        const members = setBuilds(apps, from);
        if (dryRun) {
          const plan = await publishSet(members, { ...who, force: values.force === true, dryRun: true });
          print(plan, formatSetPlan(plan));
          if (plan.outcome === 'refuse') process.exitCode = 1;
          return;
        }
        const result = await publishSet(members, { ...who, force: values.force === true });
        const warning = forcedWarning(result.overridden);
        if (warning) console.error(warning);
        print(result, formatSetPublished(result));
        return;
      }
      if (from.length > 1) throw new UsageError(`publish of one app takes one --from <dir> (got ${from.length}).\nUsage: ${COMMANDS.publish.usage}`);
      if (from[0] !== undefined && /^[a-z-]+=/.test(from[0]) && isAppName(from[0].split('=')[0] as string)) {
        throw new UsageError(`--from <app>=<dir> names the build of an app of a set; for one app give the folder: --from <dir>.`);
      }
      const target = app as AppName;
      const canary = text(values.canary) === undefined ? undefined : parseCanaryPercent(text(values.canary) as string);
      const ramp = rampOf(values);
      const options = {
        ...who,
        ...(ramp ? { ramp } : {}),
        force: values.force === true,
        activate: values.activate === true,
        ...(from[0] ? { distDir: path.resolve(from[0]) } : {}),
        ...(canary === undefined ? {} : { canary }),
      };
      if (dryRun) {
        const plan = await publish(target, { ...options, dryRun: true });
        print(plan, formatPublishPlan(plan));
        const wouldActivate = plan.outcome === 'already-published' && !plan.active && options.activate;
        if (wouldActivate) {
          const rollbackPlan = await rollback(target, { to: plan.version, ...who, force: options.force, dryRun: true });
          print(rollbackPlan, formatRollbackPlan(rollbackPlan));
          if (rollbackPlan.outcome === 'refuse') process.exitCode = 1;
        } else if (plan.outcome === 'refuse' || (plan.outcome === 'already-published' && !plan.active)) process.exitCode = 1;
        return;
      }
      const result = await publish(target, options);
      const warning = forcedWarning(result.overridden ?? result.activated?.overridden);
      if (warning) console.error(warning);
      print({ app: target, ...result }, formatPublished(target, result));
      return;
    }
    case 'rollback': {
      const set = text(values.set);
      if (set !== undefined) {
        if (app !== undefined || values.to !== undefined) throw new UsageError(`rollback --set rolls back every app of the set to the release it had before: name no app and no --to with it.\nUsage: ${COMMANDS.rollback.usage}`);
        if (dryRun) {
          const plan = await rollbackSet(set, { ...who, force: values.force === true, dryRun: true });
          print(plan, formatSetRollbackPlan(plan));
          if (plan.outcome === 'refuse') process.exitCode = 1;
          return;
        }
        const result = await rollbackSet(set, { ...who, force: values.force === true });
        const warning = forcedWarning(result.overridden);
        if (warning) console.error(warning);
        print(result, formatSetRolledBack(result));
        return;
      }
      if (app === undefined) throw new UsageError(`rollback takes one app, or --set <id>.\nUsage: ${COMMANDS.rollback.usage}`);
      const target = app;
      const options = { ...who, to: text(values.to), force: values.force === true };
      if (dryRun) {
        const plan = await rollback(target, { ...options, ...(text(values.expect) ? { expectedActive: text(values.expect) } : {}), dryRun: true });
        print(plan, formatRollbackPlan(plan));
        if (plan.outcome === 'refuse') process.exitCode = 1;
        return;
      }
      const active = (await readRegistry()).apps[target]?.active ?? null;
      const expectedActive = await expectedState({ given: text(values.expect), current: active, what: `Roll back ${target}${options.to ? ` to ${options.to}` : ''}; the active release` });
      const result = await rollback(target, { ...options, expectedActive });
      const warning = forcedWarning(result.overridden);
      if (warning) console.error(warning);
      print({ app: target, ...result }, formatRolledBack(target, result));
      return;
    }
    case 'promote': {
      const canary = (await readRegistry()).apps[app as AppName]?.canary?.version ?? null;
      const version = await expectedState({ given: text(values.expect), current: canary, what: `Promote the canary of ${app}` });
      const result = await promote(app as AppName, { ...who, version });
      print(result, `Promoted the canary of ${result.app}: ${result.version} is the stable release (active)`);
      return;
    }
    case 'abort': {
      const canary = (await readRegistry()).apps[app as AppName]?.canary?.version ?? null;
      const version = await expectedState({ given: text(values.expect), current: canary, what: `Abort the canary of ${app}` });
      const result = await abort(app as AppName, { ...who, version });
      print(result, `Aborted the canary ${result.version} of ${result.app}: every browser gets ${result.active}`);
      return;
    }
    case 'prune': {
      const keep = text(values.keep);
      if (keep === undefined || !/^\d+$/.test(keep)) throw new UsageError(`prune needs --keep <n>, a whole number of at least 1.\nUsage: ${COMMANDS.prune.usage}`);
      const result = await prune({ keep: Number(keep), apps: app ? [app] : APPS, dryRun, ...who });
      print(result, formatPrune(result, dryRun));
      return;
    }
    case 'status': {
      const registry = await readRegistry();
      const extras = await statusExtras(registry);
      console.log(json ? JSON.stringify(statusJson(registry, extras), null, 2) : formatStatus(registry, extras));
      return;
    }
  }
}

/** Commands that change releases: a refusal of one is an action of the audit trail (decision 141). */
const CHANGES: Partial<Record<string, ReleaseActionName>> = { publish: 'publish', rollback: 'rollback', activate: 'activate', promote: 'promote', abort: 'abort', prune: 'prune' };

async function journalFailure(argv: string[], error: unknown): Promise<void> {
  const [command, ...rest] = argv;
  const action = command === 'activate' && rest.includes('--canary') ? 'canary' : command ? CHANGES[command] : undefined;
  if (!action || error instanceof UsageError || rest.includes('--dry-run')) return;
  const app = rest.find((arg) => isAppName(arg)) ?? 'console';
  const byIndex = rest.indexOf('--by');
  const by = releaseActor(byIndex >= 0 ? rest[byIndex + 1] : undefined);
  await journalAction({
    app,
    action,
    outcome: 'failed',
    actor: { kind: 'cli', name: by === osUser() ? by : `${by} (account ${osUser()})` },
    message: error instanceof Error ? error.message : String(error),
  });
}

const argv = process.argv.slice(2);
main(argv).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  await journalFailure(argv, error);
});
