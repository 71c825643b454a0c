import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { siteDayRange } from '../http/site-time';
import { tablesChecksum } from '../testing/table-checksum';
import { seedBulkTransactions } from './bulk-transactions';
import { CONSOLE_PERMISSION_GROUPS, PERMISSION_GROUPS } from './demo-master-data';
import { seedDemo } from './seed-database';

const NOW = new Date('2026-11-21T05:00:00.000Z');

async function seeded(): Promise<Database> {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  await seedDemo(db, { now: NOW, scryptCost: 1024 });
  return db;
}

let db: Database;
beforeAll(async () => {
  db = await seeded();
});
afterAll(() => db.close());

const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: unknown[]) => Object.values(db.prepare(sql).get(...params) as Record<string, unknown>)[0];

describe('demo data', () => {
  test('the demo logins of the README with their roles and companies', () => {
    const users = all<{ usloUserName: string; userId: string; roleName: string; companies: number }>(`
      SELECT l.usloUserName, u.userId, r.roleName, (SELECT COUNT(*) FROM user_companies WHERE uscoUserId = u.userId) AS companies
      FROM users u JOIN user_logins l ON l.usloUserId = u.userId JOIN user_roles ur ON ur.usroUserId = u.userId JOIN roles r ON r.roleId = ur.usroRoleId
      WHERE l.usloUserName IN ('superadmin', 'admin', 'staff', 'release') ORDER BY r.roleId`);
    expect(users).toEqual([
      { usloUserName: 'superadmin', userId: 'superadmin@console.id', roleName: 'Superadmin', companies: 6 },
      { usloUserName: 'admin', userId: 'admin@console.id', roleName: 'Admin', companies: 2 },
      { usloUserName: 'staff', userId: 'staff@console.id', roleName: 'Staff', companies: 1 },
      { usloUserName: 'release', userId: 'release@console.id', roleName: 'Release Manager', companies: 1 },
    ]);
    expect(all('SELECT roleId, roleName FROM roles WHERE roleId <= 3')).toEqual([
      { roleId: 1, roleName: 'Superadmin' },
      { roleId: 2, roleName: 'Admin' },
      { roleId: 3, roleName: 'Staff' },
    ]);
    expect(value('SELECT COUNT(*) FROM users WHERE userStatus = 0')).toBe(1);
  });

  test('a permission for every resource of spec 6 and the role grants', () => {
    expect(all<{ prmsName: string }>('SELECT prmsName FROM permissions').map((row) => row.prmsName).sort()).toEqual(
      [...PERMISSION_GROUPS, ...Object.keys(CONSOLE_PERMISSION_GROUPS)].sort(),
    );
    expect(value("SELECT prmsOperations FROM permissions WHERE prmsName = 'console_release'")).toBe('["read","update"]');
    expect(PERMISSION_GROUPS).toEqual(expect.arrayContaining(['master_group_company', 'master_company_group']));
    const grants = (roleId: number) =>
      Object.fromEntries(
        all<{ prmsName: string; rperOperations: string }>(
          'SELECT p.prmsName, rp.rperOperations FROM role_permissions rp JOIN permissions p ON p.prmsId = rp.rperPrmsId WHERE rp.rperRoleId = ?',
          roleId,
        ).map((row) => [row.prmsName, row.rperOperations]),
      );
    const { console_release: release, console_audit: audit, ...superadmin } = grants(1);
    expect(audit).toBe('["read"]');
    expect(Object.keys(superadmin)).toHaveLength(12);
    expect(new Set(Object.values(superadmin))).toEqual(new Set(['["read","create","update","delete"]']));
    expect(release).toBe('["read","update"]');
    const admin = grants(2);
    expect(admin.console_release).toBeUndefined();
    expect(admin.console_audit).toBeUndefined();
    expect(admin.master_company).toBe('["read","create","update"]');
    expect(admin.dashboard_transactionva).toBe('["read"]');
    expect(admin.dashboard_notification).toBe('["read"]');
    expect(grants(3)).toEqual({ dashboard_notification: '["read"]', dashboard_transactionva: '["read"]', dashboard_transactionqr: '["read"]' });
    // The auditor reads the audit trail (decision 105), nothing else.
    expect(grants(4)).toEqual({ console_audit: '["read"]' });
    // The release manager: the Releases screen, and reading the remotes' screens to check them after acting.
    expect(grants(5)).toEqual({
      console_release: '["read","update"]',
      dashboard_notification: '["read"]',
      dashboard_transactionva: '["read"]',
      dashboard_transactionqr: '["read"]',
    });
  });

  test('company groups with cities (some without phone or fax) and six companies with clients', () => {
    expect(value('SELECT COUNT(*) FROM company_groups WHERE grcpCity IS NOT NULL')).toBeGreaterThanOrEqual(3);
    expect(value('SELECT COUNT(*) FROM company_groups WHERE grcpTelp IS NULL OR grcpFax IS NULL')).toBeGreaterThan(0);
    expect(value('SELECT COUNT(*) FROM companies c JOIN clients cl ON cl.clntid = c.compClientId')).toBe(6);
  });

  test('VA and QRIS transactions per company over the last 30 days, today included, in every status', () => {
    const today = siteDayRange('2026-11-21', '2026-11-21', 7);
    const perCompany = all<{ trctCompId: number; trctType: string; statuses: string; today: number; oldest: string; newest: string }>(
      `SELECT trctCompId, trctType, GROUP_CONCAT(DISTINCT trctStatus) AS statuses, SUM(trctCreatedTime >= ? AND trctCreatedTime < ?) AS today,
        MIN(trctCreatedTime) AS oldest, MAX(trctCreatedTime) AS newest FROM transactions GROUP BY trctCompId, trctType`,
      today?.start,
      today?.end,
    );
    expect(perCompany).toHaveLength(12);
    for (const row of perCompany) {
      expect(row.today).toBeGreaterThan(0);
      expect(row.newest <= NOW.toISOString()).toBe(true);
      expect(row.oldest >= '2026-10-22').toBe(true);
    }
    expect(new Set(perCompany.flatMap((row) => row.statuses.split(',')))).toEqual(new Set(['00', '03', '05']));
  });

  test('notifications Pending and Sukses (and paid transactions without), histories with JSON, non-JSON and empty bodies', () => {
    expect(all('SELECT DISTINCT notiStatus FROM notifications ORDER BY notiStatus')).toEqual([{ notiStatus: 1 }, { notiStatus: 2 }]);
    expect(value("SELECT COUNT(*) FROM transactions t WHERE trctStatus = '00' AND NOT EXISTS (SELECT 1 FROM notifications WHERE notiTrctId = t.trctId)")).toBeGreaterThan(0);
    expect(value("SELECT COUNT(*) FROM transactions t WHERE trctStatus <> '00' AND EXISTS (SELECT 1 FROM notifications WHERE notiTrctId = t.trctId)")).toBe(0);
    const bodies = all<{ nohiRequest: string; nohiResponse: string }>('SELECT nohiRequest, nohiResponse FROM notification_history').flatMap((row) => [row.nohiRequest, row.nohiResponse]);
    const isJson = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    expect(bodies.some((text) => text !== '' && isJson(text))).toBe(true);
    expect(bodies.some((text) => text !== '' && !isJson(text))).toBe(true);
    expect(bodies.some((text) => text === '')).toBe(true);
  });

  test('is deterministic: the same seed time gives the same data (apart from password salts)', async () => {
    const other = await seeded();
    const withoutSalts = (database: Database) => {
      database.exec("UPDATE user_logins SET usloPassword = 'x'; UPDATE schema_migrations SET appliedTime = 'x'");
      return tablesChecksum(database);
    };
    const copy = new BetterSqlite3(db.serialize());
    expect(withoutSalts(other)).toBe(withoutSalts(copy));
    other.close();
    copy.close();
  });

  test('bulk transactions are added on top of the demo data, with every index built again and the hourly rows kept', () => {
    const before = Number(value('SELECT COUNT(*) FROM transactions'));
    const indexes = () => db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions' ORDER BY name").all();
    const indexesBefore = indexes();
    seedBulkTransactions(db, 3000, [1, 2, 3, 4, 5, 6], NOW);
    expect(Number(value('SELECT COUNT(*) FROM transactions'))).toBe(before + 3000);
    expect(value("SELECT COUNT(DISTINCT trctCompId || trctType) FROM transactions WHERE trctOrderId LIKE 'BLK%'")).toBe(12);
    expect(indexes()).toEqual(indexesBefore);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(value('SELECT SUM(count) FROM transaction_hours')).toBe(before + 3000);
  });
});
