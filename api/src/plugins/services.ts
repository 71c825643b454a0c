import type { Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { DEFAULT_SCRYPT_COST } from '../auth/password';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
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
  }
}

export interface ServicesOptions {
  config: ApiConfig;
  /** An already open database (the caller closes it); otherwise `config.databaseFile` is opened and closed with the app. */
  db?: Database;
  now?: () => Date;
  /** scrypt cost of passwords set through the API (tests use a cheap one). */
  scryptCost?: number;
}

/** Configuration, database, clock and repositories, decorated onto the instance for every later plugin. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    const db = options.db ?? openDatabase(options.config.databaseFile);
    app.decorate('config', options.config);
    app.decorate('db', db);
    app.decorate('now', options.now ?? (() => new Date()));
    app.decorate('scryptCost', options.scryptCost ?? DEFAULT_SCRYPT_COST);
    app.decorate('repositories', createRepositories(db, { scryptCost: options.scryptCost }));
    if (!options.db) app.addHook('onClose', async () => db.close());
  },
  { name: 'services' },
);
