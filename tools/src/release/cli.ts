import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, isAppName, type AppName } from '../paths';
import { abort, parseCanaryPercent, promote } from './canary';
import { prune, type PruneResult } from './prune';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { formatStatus } from './status';

const USAGE = `Usage:
  npm run release -- publish <app> [--from <dir>]    copy the app's build (default <app>/dist) into an immutable release and make it active
  npm run release -- rollback <app> [--to <v>]       make the previous (or the given) release active again
  npm run release -- prune --keep <n> [<app>] [--dry-run]
                                                     remove releases that are not active, not among the n newest and not needed by a rollback
  npm run release -- status [--json]                 every app's active release and history
  npm run release -- publish <app> --canary <percent>
                                                     make the build active for that share of browsers only (a canary)
  npm run release -- promote <app>                   make the running canary the stable release, for everyone
  npm run release -- abort <app> [--reason <text>]   end the running canary: everyone back on the stable release
Options: --by <name> (who, recorded in the history; default RELEASE_BY or the login name),
         --force (publish or roll back although the shell and the remotes would not fit together), --json
Apps: ${APPS.join(', ')}`;

function appArgument(value: string | undefined): AppName {
  if (!value || !isAppName(value)) throw new Error(`Name an app: ${APPS.join(', ')}`);
  return value;
}

const warnOverridden = (overridden: readonly string[] | undefined) => {
  if (!overridden) return;
  console.error(['WARNING: --force activated a release the console cannot run as it is:', ...overridden.map((problem) => `  - ${problem}`)].join('\n'));
};

function formatPrune(result: PruneResult, dryRun: boolean): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const lines: string[] = [];
  for (const [app, plan] of Object.entries(result.apps)) {
    lines.push(`${app}: ${verb} ${plan.remove.length === 0 ? 'nothing' : plan.remove.join(', ')}`);
    for (const kept of plan.keep) lines.push(`  keeps ${kept.version} (${kept.reasons.join('; ')})`);
  }
  if (result.leftovers.length > 0) lines.push(`Leftovers of interrupted publishes ${verb}: ${result.leftovers.join(', ')}`);
  return lines.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      by: { type: 'string' },
      keep: { type: 'string' },
      canary: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, appName] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const common = { by: values.by, force: values.force };
  switch (command) {
    case 'publish': {
      const app = appArgument(appName);
      const canary = values.canary === undefined ? undefined : parseCanaryPercent(values.canary);
      const record = await publish(app, { ...common, ...(values.from ? { distDir: path.resolve(values.from) } : {}), ...(canary ? { canary } : {}) });
      warnOverridden(record.overridden);
      const what = canary ? `(a canary for ${canary} % of browsers)` : '(active)';
      console.log(values.json ? JSON.stringify({ app, ...record, ...(canary ? { canary } : {}) }) : `Published ${app} ${record.version} ${what}`);
      return;
    }
    case 'promote': {
      const result = await promote(appArgument(appName), { by: values.by });
      console.log(values.json ? JSON.stringify(result) : `Promoted the canary of ${result.app}: ${result.version} is the stable release (active)`);
      return;
    }
    case 'abort': {
      const result = await abort(appArgument(appName), { by: values.by, ...(values.reason ? { reason: values.reason } : {}) });
      console.log(values.json ? JSON.stringify(result) : `Aborted the canary ${result.version} of ${result.app}: every browser gets ${result.active}`);
      return;
    }
    case 'rollback': {
      const app = appArgument(appName);
      const result = await rollback(app, { ...common, to: values.to });
      warnOverridden(result.overridden);
      console.log(values.json ? JSON.stringify({ app, ...result }) : `Rolled back ${app}: ${result.from} -> ${result.to} (active)`);
      return;
    }
    case 'prune': {
      if (values.keep === undefined || !/^\d+$/.test(values.keep)) throw new Error(`prune needs --keep <n>, a whole number of at least 1.\n${USAGE}`);
      const apps = appName ? [appArgument(appName)] : APPS;
      const result = await prune({ keep: Number(values.keep), apps, dryRun: values['dry-run'], by: values.by });
      console.log(values.json ? JSON.stringify(result) : formatPrune(result, values['dry-run']));
      return;
    }
    case 'status': {
      const registry = await readRegistry();
      console.log(values.json ? JSON.stringify(registry, null, 2) : formatStatus(registry));
      return;
    }
    default:
      throw new Error(`Unknown command "${command}".\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
