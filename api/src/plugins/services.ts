import type { Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { AuditAnchor } from '../audit/audit-anchor';
import { RefusalLog } from '../audit/refusal-log';
import { DEFAULT_SCRYPT_COST, passwordSlots } from '../auth/password';
import type { PasswordCheckSlots } from '../auth/password-slots';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ReadPool } from '../heavy-reads/read-pool';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Database;
    /** The clock: injectable so tests can move time (session idle expiry, sign-in throttling). */
    now: () => Date;
    repositories: Repositories;
    /** scrypt cost of new password hashes (older, cheaper ones are rehashed at sign-in). */
    scryptCost: number;
    /** Export-sized list pages, answered by worker threads off the request thread. */
    heavyReads: ReadPool;
    /** The password-check slots and the bounded line of sign-ins in front of them. */
    passwordSlots: PasswordCheckSlots;
    /** Refusals into the audit trail, repeats of one kind counted into one row a minute (decision 120). */
    refusals: RefusalLog;
    /** The audit trail's checkpoint, kept up to date after appends (decision 122). */
    auditAnchor: AuditAnchor;
  }
  interface FastifyRequest {
    /** Set once this request's outcome is in the audit trail, so a refusal is not recorded twice. */
    audited: boolean;
  }
}

export interface ServicesOptions {
  config: ApiConfig;
  /** An already open database (the caller closes it); otherwise `config.databaseFile` is opened and closed with the app. */
  db?: Database;
  now?: () => Date;
  /** scrypt cost of passwords set through the API (tests use a cheap one). */
  scryptCost?: number;
  /** Sign-ins' password-check slots (tests use small ones); the process's own by default. */
  passwordSlots?: PasswordCheckSlots;
}

/** How much lower the heavy-read workers' scheduling priority is than the request thread's (decision 090). */
const READ_WORKER_NICE = 10;
/** How often ended refusal windows are closed and their counts written. */
const REFUSAL_SWEEP_MS = 5_000;

/** Configuration, database, clock and repositories, decorated onto the instance for every later plugin. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    const db = options.db ?? openDatabase(options.config.databaseFile);
    app.decorate('config', options.config);
    app.decorate('db', db);
    app.decorate('now', options.now ?? (() => new Date()));
    app.decorate('scryptCost', options.scryptCost ?? DEFAULT_SCRYPT_COST);
    app.decorate('passwordSlots', options.passwordSlots ?? passwordSlots);
    const repositories = createRepositories(db, { scryptCost: options.scryptCost });
    app.decorate('repositories', repositories);
    const inMemory = options.config.databaseFile === ':memory:' || db.memory;
    const heavyReads = new ReadPool({
      databaseFile: options.config.databaseFile,
      // Workers open the file themselves: an in-memory database has none to open.
      workers: inMemory ? 0 : options.config.readWorkers,
      nice: READ_WORKER_NICE,
      inline: () => repositories,
      log: (error) => app.log.error({ err: error }, 'Heavy-read worker failed'),
    });
    app.decorate('heavyReads', heavyReads);
    const anchor = new AuditAnchor(db, inMemory ? null : options.config.auditCheckpointFile, app.now, (message) => app.log.error(message));
    repositories.audit.afterAppend(() => anchor.schedule());
    anchor.start();
    app.decorate('auditAnchor', anchor);
    const refusals = new RefusalLog(repositories.audit, app.now);
    app.decorate('refusals', refusals);
    app.decorateRequest('audited', false);
    const sweeping = setInterval(() => {
      try {
        refusals.sweep();
      } catch (error) {
        app.log.error({ err: error }, 'Writing the counts of repeated refusals failed');
      }
    }, REFUSAL_SWEEP_MS);
    sweeping.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeping);
      // The counts of refusals still in their window are written before the database closes.
      refusals.flush();
      anchor.close();
      await heavyReads.close();
      if (!options.db) db.close();
    });
  },
  { name: 'services' },
);
