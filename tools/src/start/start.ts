import { randomBytes } from 'node:crypto';
import { releasesDir } from '../paths';
import { readConsoleServerConfig } from '../server/console-config';
import { buildConsoleServer } from '../server/console-server';
import { startApi } from './api-process';
import { ensureReleases } from './ensure-releases';

const DEMO_LOGINS = [
  ['superadmin', 'superadmin123', 'every permission, every company'],
  ['admin', 'admin123', 'master data without delete, read on transactions, two companies'],
  ['staff', 'staff123', 'read on VA, QRIS and notifications, one company'],
  ['release', 'release123', 'the Releases screen (roll back, promote, abort), read on VA, QRIS and notifications, one company'],
  ['auditor', 'auditor123', 'the Audit Log (who did what, in every company), nothing else'],
];

/**
 * `npm start`: builds what is not built, publishes a first release of each app if there is none,
 * starts the reference API and the console server, and prints where to go.
 */
async function main(): Promise<void> {
  // The release plane's credential with the API's audit trail (decision 141): a deployment sets its
  // own in both; a demo console makes one for this run and gives it to both processes.
  const env = { ...process.env, RELEASE_SERVICE_KEY: process.env.RELEASE_SERVICE_KEY || randomBytes(32).toString('base64url') };
  const config = readConsoleServerConfig(env, releasesDir());
  const apiPort = Number(process.env.API_PORT ?? 3000);
  const log = (line: string) => console.log(line);

  await ensureReleases(log);

  const consoleOrigins = [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`].join(',');
  const api = await startApi({ ...env, API_PORT: String(apiPort), CONSOLE_ORIGINS: process.env.CONSOLE_ORIGINS ?? consoleOrigins }, apiPort);
  const server = await buildConsoleServer(config);
  await server.listen({ port: config.port, host: config.host });

  const stop = async () => {
    api.kill('SIGTERM');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`The API stopped (code ${code}); stopping the console.`);
    void server.close().then(() => process.exit(1));
  });

  log('');
  log(`Console: http://localhost:${config.port}`);
  log(`API:     ${config.apiBaseUrl}`);
  log('Demo logins:');
  for (const [username, password, what] of DEMO_LOGINS) log(`  ${username} / ${password}  (${what})`);
  log('Stop with Ctrl+C.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
