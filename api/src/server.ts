import { buildApp } from './app';
import { readConfig } from './config';
import { isEmptyDatabase, openDatabase } from './db/open-database';
import { seedDemo } from './seed/seed-database';

/** Starts the API: checks the configuration, seeds a new database with the demo data, listens. */
async function main(): Promise<void> {
  const result = readConfig(process.env);
  if (!result.ok) {
    console.error('The API cannot start; fix its configuration:');
    for (const problem of result.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const { config } = result;
  const db = openDatabase(config.databaseFile);
  if (isEmptyDatabase(db)) {
    console.log(`New database at ${config.databaseFile}: seeding the demo data.`);
    await seedDemo(db, { siteUtcOffsetHours: config.siteUtcOffsetHours });
  }
  const app = await buildApp({ config, db, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the API.`);
    app.close().then(
      () => {
        db.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The heavy-read workers start now, so the first export page does not wait for one to load.
  app.heavyReads.warm();
  console.log(`API listening on http://${config.host}:${config.port} (database ${config.databaseFile}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
