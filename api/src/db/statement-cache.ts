import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepared statements by SQL text. List queries are assembled from a whitelist, so the number of
 * distinct texts is small; preparing each once keeps repeated list calls cheap.
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Database,
    private readonly limit = 500,
  ) {}

  get(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= this.limit) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
