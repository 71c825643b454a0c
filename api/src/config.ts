import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Everything the API reads from its environment, checked once at start-up. */
export interface ApiConfig {
  /** SQLite database file. */
  databaseFile: string;
  port: number;
  host: string;
  /** Origins of the console allowed by CORS. */
  consoleOrigins: string[];
  /** A session expires after this many minutes without a call. */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, however active (absolute lifetime). */
  sessionMaxHours: number;
  /**
   * Proxies whose X-Forwarded-For names the client (sign-in limits are per client): false (the
   * connection's address is the client), or a comma list of proxy addresses / CIDR ranges.
   */
  trustProxy: false | string;
  /** A request whose body has not fully arrived after this many seconds is answered 408 and closed. */
  requestTimeoutSeconds: number;
  /** Site time (for `from` / `to` calendar days) is UTC plus this many hours. */
  siteUtcOffsetHours: number;
  /** Fastify (pino) log level of the server. */
  logLevel: LogLevel;
  /** Worker threads answering export-sized list pages off the request thread (0: on it). */
  readWorkers: number;
  /** The same user's same inquiry or resend on the same transaction within this many seconds gets the first result (decision 106). */
  actionRepeatSeconds: number;
  /** Inquiries and resends one user may ask for per minute; beyond it HTTP 429 (decision 106). */
  actionsPerMinute: number;
  /**
   * The key the release plane (the console server, the release CLI) records release actions with
   * (`POST /audit/release-actions`, decision 121); null: not configured, that endpoint answers 503.
   */
  releaseServiceKey: string | null;
  /**
   * The audit trail's checkpoint file (its last row's id and hash, and the row count, decision
   * 122): beside the database by default; null for an in-memory database.
   */
  auditCheckpointFile: string | null;
}

/** The shortest release service key the API accepts (a random one of 32 bytes or more is meant). */
export const MIN_RELEASE_SERVICE_KEY_LENGTH = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type ConfigResult = { ok: true; config: ApiConfig } | { ok: false; problems: string[] };

const API_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_DATABASE_FILE = path.join(API_DIR, 'data', 'console.db');
const DEFAULT_ORIGINS = 'http://localhost:8080,http://127.0.0.1:8080';
/** One core stays the request thread's; at most 4 workers. */
const DEFAULT_READ_WORKERS = Math.min(4, Math.max(1, availableParallelism() - 1));

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function readOrigins(raw: string, problems: string[]): string[] {
  const origins = raw.split(',').map((origin) => origin.trim()).filter(Boolean);
  if (origins.length === 0) problems.push('CONSOLE_ORIGINS must list at least one origin, e.g. http://localhost:8080.');
  for (const origin of origins) {
    let parsed: URL | null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      problems.push(`CONSOLE_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path or trailing slash).`);
    }
  }
  return origins;
}

/** Reads and checks the configuration; lists every problem at once instead of failing on the first. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const problems: string[] = [];
  const databaseFile = env.API_DB?.trim() ? path.resolve(env.API_DB.trim()) : DEFAULT_DATABASE_FILE;
  const port = readInteger(env, 'API_PORT', 3000, 1, 65535, problems);
  const host = env.API_HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) problems.push(`API_HOST must be a host name or address (got "${host}").`);
  const consoleOrigins = readOrigins(env.CONSOLE_ORIGINS ?? DEFAULT_ORIGINS, problems);
  const sessionIdleMinutes = readInteger(env, 'API_SESSION_IDLE_MINUTES', 30, 1, 7 * 24 * 60, problems);
  const sessionMaxHours = readInteger(env, 'API_SESSION_MAX_HOURS', 12, 1, 30 * 24, problems);
  const requestTimeoutSeconds = readInteger(env, 'API_REQUEST_TIMEOUT_SECONDS', 30, 1, 600, problems);
  const rawProxy = env.API_TRUST_PROXY?.trim() ?? '';
  const trustProxy = rawProxy === '' || rawProxy === 'false' ? false : rawProxy;
  if (trustProxy !== false && !/^[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*$/.test(trustProxy)) {
    problems.push(`API_TRUST_PROXY must be false or a comma list of proxy addresses or CIDR ranges (got "${rawProxy}").`);
  }
  const rawOffset = env.SITE_UTC_OFFSET_HOURS;
  const siteUtcOffsetHours = rawOffset === undefined || rawOffset.trim() === '' ? 7 : Number(rawOffset);
  if (!Number.isFinite(siteUtcOffsetHours) || siteUtcOffsetHours < -12 || siteUtcOffsetHours > 14 || (siteUtcOffsetHours * 4) % 1 !== 0) {
    problems.push(`SITE_UTC_OFFSET_HOURS must be hours from -12 to 14 in quarter steps (got "${rawOffset}").`);
  }
  const readWorkers = readInteger(env, 'API_READ_WORKERS', DEFAULT_READ_WORKERS, 0, 16, problems);
  const actionRepeatSeconds = readInteger(env, 'API_ACTION_REPEAT_SECONDS', 30, 0, 3600, problems);
  const actionsPerMinute = readInteger(env, 'API_ACTIONS_PER_MINUTE', 30, 1, 100_000, problems);
  const rawKey = env.RELEASE_SERVICE_KEY ?? '';
  const releaseServiceKey = rawKey === '' ? null : rawKey;
  if (releaseServiceKey !== null && (releaseServiceKey.length < MIN_RELEASE_SERVICE_KEY_LENGTH || /\s/.test(releaseServiceKey))) {
    // Never the key itself: it would land in logs.
    problems.push(`RELEASE_SERVICE_KEY must be at least ${MIN_RELEASE_SERVICE_KEY_LENGTH} characters without spaces (got ${releaseServiceKey.length} characters).`);
  }
  const rawCheckpoint = env.API_AUDIT_CHECKPOINT?.trim() ?? '';
  const auditCheckpointFile = rawCheckpoint !== '' ? path.resolve(rawCheckpoint) : checkpointBeside(databaseFile);
  const logLevel = (env.API_LOG_LEVEL?.trim() || 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`API_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      databaseFile,
      port,
      host,
      consoleOrigins,
      sessionIdleMinutes,
      sessionMaxHours,
      trustProxy,
      requestTimeoutSeconds,
      siteUtcOffsetHours,
      logLevel,
      readWorkers,
      actionRepeatSeconds,
      actionsPerMinute,
      releaseServiceKey,
      auditCheckpointFile,
    },
  };
}

/** Where the audit trail's checkpoint of a database file is kept by default: beside it (none for `:memory:`). */
export const checkpointBeside = (databaseFile: string): string | null => (databaseFile === ':memory:' ? null : `${databaseFile}.audit-checkpoint.json`);

/** The defaults with a few overrides: what tests and the benchmark start from (the checkpoint beside a given database). */
export function configWith(overrides: Partial<ApiConfig>): ApiConfig {
  const result = readConfig({});
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const databaseFile = overrides.databaseFile ?? result.config.databaseFile;
  return { ...result.config, auditCheckpointFile: checkpointBeside(databaseFile), ...overrides };
}
