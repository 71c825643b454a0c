import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_DATABASE_FILE, readConfig } from './config';

describe('readConfig', () => {
  test('defaults: api/data/console.db, 127.0.0.1:3000, the console on 8080, 30 idle minutes, UTC+7, a read worker per core but one', () => {
    expect(readConfig({})).toEqual({
      ok: true,
      config: {
        databaseFile: DEFAULT_DATABASE_FILE,
        port: 3000,
        host: '127.0.0.1',
        consoleOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
        sessionIdleMinutes: 30,
        sessionMaxHours: 12,
        trustProxy: false,
        requestTimeoutSeconds: 30,
        siteUtcOffsetHours: 7,
        logLevel: 'warn',
        actionRepeatSeconds: 30,
        actionsPerMinute: 30,
        readWorkers: Math.min(4, Math.max(1, availableParallelism() - 1)),
        releaseServiceKey: null,
        auditCheckpointFile: `${DEFAULT_DATABASE_FILE}.audit-checkpoint.json`,
      },
    });
    expect(DEFAULT_DATABASE_FILE.endsWith(path.join('api', 'data', 'console.db'))).toBe(true);
  });

  test('reads every variable', () => {
    const result = readConfig({
      API_DB: '/tmp/x.db',
      API_PORT: '3901',
      API_HOST: '0.0.0.0',
      CONSOLE_ORIGINS: 'https://console.example.com, http://localhost:8180',
      API_SESSION_IDLE_MINUTES: '5',
      SITE_UTC_OFFSET_HOURS: '5.5',
      API_LOG_LEVEL: 'info',
      API_READ_WORKERS: '0',
      RELEASE_SERVICE_KEY: 'k'.repeat(32),
      API_AUDIT_CHECKPOINT: '/var/lib/anchors/console.json',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        databaseFile: '/tmp/x.db',
        port: 3901,
        host: '0.0.0.0',
        consoleOrigins: ['https://console.example.com', 'http://localhost:8180'],
        sessionIdleMinutes: 5,
        sessionMaxHours: 12,
        trustProxy: false,
        requestTimeoutSeconds: 30,
        siteUtcOffsetHours: 5.5,
        logLevel: 'info',
        actionRepeatSeconds: 30,
        actionsPerMinute: 30,
        readWorkers: 0,
        releaseServiceKey: 'k'.repeat(32),
        auditCheckpointFile: '/var/lib/anchors/console.json',
      },
    });
  });

  test('lists every problem at once', () => {
    const result = readConfig({
      API_PORT: 'abc',
      CONSOLE_ORIGINS: 'ftp://files.example, http://localhost:8080/app',
      API_SESSION_IDLE_MINUTES: '0',
      SITE_UTC_OFFSET_HOURS: 'seven',
      API_HOST: 'bad host!',
      API_LOG_LEVEL: 'loud',
      API_READ_WORKERS: '-1',
      RELEASE_SERVICE_KEY: 'short-key-of-31-characters-xxxx',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.stringContaining('API_PORT'),
      expect.stringContaining('API_HOST'),
      expect.stringContaining('"ftp://files.example"'),
      expect.stringContaining('"http://localhost:8080/app"'),
      expect.stringContaining('API_SESSION_IDLE_MINUTES'),
      expect.stringContaining('SITE_UTC_OFFSET_HOURS'),
      expect.stringContaining('API_READ_WORKERS'),
      'RELEASE_SERVICE_KEY must be at least 32 characters without spaces (got 31 characters).',
      expect.stringContaining('API_LOG_LEVEL'),
    ]);
    // The key itself never appears in a message (messages are printed at start-up).
    expect(result.problems.join('\n')).not.toContain('short-key-of');
  });
});
