import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports and state of the servers the e2e suite starts (apart from a developer's `npm start`). */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(E2E_DIR, '..');
export const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8180);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3180);
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
/** Database and releases of one e2e run; per console port, so parallel runs on other ports do not collide. */
export const STATE_DIR = path.join(E2E_DIR, '.state', String(CONSOLE_PORT));

/** The environment `npm start` runs with under e2e: its own database and releases folder. */
export const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CONSOLE_PORT: String(CONSOLE_PORT),
  API_PORT: String(API_PORT),
  API_DB: path.join(STATE_DIR, 'console.db'),
  RELEASES_DIR: path.join(STATE_DIR, 'releases'),
});

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
