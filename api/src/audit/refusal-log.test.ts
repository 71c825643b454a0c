import { openDatabase } from '../db/open-database';
import { AuditTrail, type AuditRow, verifyChain } from './audit-trail';
import { RefusalLog } from './refusal-log';

/** The refusal log keeps its memory bounded without dropping a count (decision 120). */
test('beyond the open windows allowed, the oldest closes early and writes its count', () => {
  const db = openDatabase(':memory:');
  try {
    let now = Date.parse('2026-11-21T05:00:00.000Z');
    const log = new RefusalLog(new AuditTrail(db), () => new Date(now), 60_000, 3);
    const refuse = (client: string) =>
      log.record({ userId: null, username: null, clientAddress: client, companyId: null, action: 'access.unauthenticated', target: 'GET /x', reason: 'no token' });
    for (const client of ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3']) refuse(client);
    now += 1000;
    // A fourth source: the first window (two repeats) is closed to make room.
    refuse('10.0.0.4');
    const rows = db.prepare<[], AuditRow>('SELECT * FROM audit_trail ORDER BY audtId').all();
    expect(rows.map((row) => [row.audtClientAddress, JSON.parse(row.audtDetails ?? '{}').repeated ?? 0])).toEqual([
      ['10.0.0.1', 0],
      ['10.0.0.2', 0],
      ['10.0.0.3', 0],
      ['10.0.0.4', 0],
      ['10.0.0.1', 2],
    ]);
    expect(log.pending).toBe(0);
    // A window without repeats closes without a row.
    log.flush();
    expect(db.prepare('SELECT COUNT(*) AS n FROM audit_trail').get()).toEqual({ n: 5 });
    expect(verifyChain(db).broken).toBeNull();
  } finally {
    db.close();
  }
});
