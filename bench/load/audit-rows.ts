import { AuditTrail } from '../../api/src/audit/audit-trail';
import { openDatabase } from '../../api/src/db/open-database';
import { Prng } from '../../api/src/seed/prng';

const ACTIONS = ['auth.sign-in', 'transaction.resend-notification', 'transaction.inquiry', 'export.csv', 'master.company.update', 'access.denied'];
const USERS = ['staff', 'admin', 'release', 'superadmin', 'siti.rahma'];

/**
 * Appends `count` audit rows to the database at `file`, hash-chained as the API writes them (the
 * probe of issue 33 had 200,000): a mix of users, actions, order ids and details, over the last
 * 29 days, so the Audit Log has pages of 10,000 rows to read.
 */
export function appendAuditRows(file: string, count: number): void {
  const db = openDatabase(file);
  const trail = new AuditTrail(db);
  const prng = new Prng(105105);
  const nowMs = Date.now();
  db.pragma('synchronous = OFF');
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const action = ACTIONS[i % ACTIONS.length] as string;
      const at = new Date(nowMs - 29 * 24 * 3_600_000 + Math.floor((i / count) * 29 * 24 * 3_600_000));
      trail.append(
        {
          userId: null,
          username: USERS[Math.floor(prng.next() * USERS.length)] as string,
          clientAddress: `10.0.${i % 250}.${Math.floor(prng.next() * 250)}`,
          companyId: 1,
          action,
          target: `EXP${String(1 + Math.floor(prng.next() * 999_999)).padStart(9, '0')}`,
          details: { trctId: i + 1, type: 'va', result: prng.next() < 0.5 ? 'paid' : 'unpaid', note: 'bench row' },
          outcome: prng.next() < 0.9 ? 'success' : 'denied',
        },
        at,
      );
    }
  })();
  db.close();
}
