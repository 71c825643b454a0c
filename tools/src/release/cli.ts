import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, isAppName, type AppName } from '../paths';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { formatStatus } from './status';

const USAGE = `Usage:
  npm run release -- publish <app> [--from <dir>]  copy the app's build (default <app>/dist) into an immutable release and make it active
  npm run release -- rollback <app> [--to <v>] make the previous (or the given) release active again
  npm run release -- status [--json]           every app's active release and history
Apps: ${APPS.join(', ')}`;

function appArgument(value: string | undefined): AppName {
  if (!value || !isAppName(value)) throw new Error(`Name an app: ${APPS.join(', ')}`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' }, from: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [command, appName] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case 'publish': {
      const app = appArgument(appName);
      const record = await publish(app, values.from ? { distDir: path.resolve(values.from) } : {});
      console.log(values.json ? JSON.stringify({ app, ...record }) : `Published ${app} ${record.version} (active)`);
      return;
    }
    case 'rollback': {
      const app = appArgument(appName);
      const result = await rollback(app, values.to);
      console.log(values.json ? JSON.stringify({ app, ...result }) : `Rolled back ${app}: ${result.from} -> ${result.to} (active)`);
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
