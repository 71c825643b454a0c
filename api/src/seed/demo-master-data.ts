import type { Database } from 'better-sqlite3';
import { hashPassword } from '../auth/password';
import { CONSOLE_PERMISSION_GROUPS, PERMISSION_GROUPS } from '../auth/permission-groups';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALL = '["read","create","update","delete"]';
const READ = '["read"]';
const NO_DELETE = '["read","create","update"]';

export { CONSOLE_PERMISSION_GROUPS, PERMISSION_GROUPS };

export const DEMO_USERS = [
  { userId: 'superadmin@console.id', username: 'superadmin', password: 'superadmin123', status: 1, roleId: 1, companies: [1, 2, 3, 4, 5, 6] },
  { userId: 'admin@console.id', username: 'admin', password: 'admin123', status: 1, roleId: 2, companies: [1, 2] },
  { userId: 'staff@console.id', username: 'staff', password: 'staff123', status: 1, roleId: 3, companies: [1] },
  { userId: 'siti.rahma@console.id', username: 'siti.rahma', password: 'siti12345', status: 1, roleId: 3, companies: [4] },
  { userId: 'auditor@console.id', username: 'auditor', password: 'auditor123', status: 1, roleId: 4, companies: [3] },
  { userId: 'budi.santoso@console.id', username: 'budi', password: 'budi12345', status: 0, roleId: 3, companies: [2] },
  { userId: 'release@console.id', username: 'release', password: 'release123', status: 1, roleId: 5, companies: [1] },
] as const;

const ROLES = ['Superadmin', 'Admin', 'Staff', 'Auditor', 'Release Manager'];
const AUDITOR = 4;
const RELEASE_MANAGER = 5;

/**
 * Grants of the console's own permission groups and of the Release Manager, by name: the blanket
 * rule of `grantsOf` (Admin gets create/update on every group that is not a dashboard one) must not
 * hand `console_release` or `console_audit` to Admin or Staff. Superadmin holds both; a release
 * manager holds `console_release` and may read the three dashboard screens, to check the remotes
 * after acting (decision 085); the auditor holds `console_audit` only.
 */
const NAMED_GRANTS: Record<number, Record<string, readonly string[]>> = {
  1: { console_release: CONSOLE_PERMISSION_GROUPS.console_release, console_audit: CONSOLE_PERMISSION_GROUPS.console_audit },
  // The auditor reads the audit trail and nothing else (decision 105).
  [AUDITOR]: { console_audit: CONSOLE_PERMISSION_GROUPS.console_audit },
  [RELEASE_MANAGER]: {
    console_release: CONSOLE_PERMISSION_GROUPS.console_release,
    dashboard_transactionva: ['read'],
    dashboard_transactionqr: ['read'],
    dashboard_notification: ['read'],
  },
};

const CLIENTS = ['PT Sinar Abadi', 'PT Mitra Sejahtera', 'CV Karya Mandiri', 'PT Nusa Digital', 'PT Prima Logistik', 'Koperasi Maju Bersama'];

// [name, nickname, address, city, phone, fax]: some groups have no phone or fax.
const GROUPS: [string, string, string, string, string | null, string | null][] = [
  ['Nusantara Retail Group', 'NRG', 'Jl. Sudirman No. 12', 'Jakarta Selatan', '0215550101', '021-5550102'],
  ['Borneo Energy Group', 'BEG', 'Jl. Jend. Sudirman No. 45', 'Balikpapan', null, null],
  ['Priangan Digital Group', 'PDG', 'Jl. Asia Afrika No. 8', 'Bandung', '0224230001', null],
  ['Dewata Hospitality Group', 'DHG', 'Jl. Raya Kuta No. 77', 'Denpasar', null, '(0361) 755-100'],
];

// [name, group, client, address, phone, PIC, PIC phone]
const COMPANIES: [string, number, number, string, string | null, string | null, string | null][] = [
  ['PT Toko Sembako Nusantara', 1, 1, 'Jl. Gatot Subroto No. 21, Jakarta', '0215551201', 'Andi Wijaya', '081234560001'],
  ['PT Warung Digital Indonesia', 1, 2, 'Jl. Kemang Raya No. 5, Jakarta', '0215551202', 'Dewi Lestari', '081234560002'],
  ['PT Borneo Fuel Services', 2, 3, 'Jl. Minyak No. 3, Balikpapan', '0542881203', 'Rudi Hartono', null],
  ['PT Bandung Tech Solutions', 3, 4, 'Jl. Dago No. 101, Bandung', '0222501204', 'Sri Wahyuni', '081234560004'],
  ['PT Kopi Priangan', 3, 5, 'Jl. Braga No. 9, Bandung', null, null, null],
  ['PT Bali Stay Resorts', 4, 6, 'Jl. Pantai Kuta No. 1, Badung', '0361751206', 'Made Sudarsana', '081234560006'],
];

function grantsOf(roleId: number, group: string): string | null {
  const named = NAMED_GRANTS[roleId]?.[group];
  if (named) return JSON.stringify(named);
  if (Object.hasOwn(CONSOLE_PERMISSION_GROUPS, group) || roleId === RELEASE_MANAGER) return null;
  if (roleId === 1) return ALL;
  const dashboard = group.startsWith('dashboard_');
  if (roleId === 2) return dashboard ? READ : NO_DELETE;
  if (roleId === 3) return dashboard ? READ : null;
  return null;
}

/** Users, logins, roles, permissions, groups, clients, companies and assignments of the demo. */
export async function seedMasterData(db: Database, now: Date, scryptCost?: number): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const creator = 'superadmin@console.id';
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password, scryptCost)));

  db.transaction(() => {
    const insertRole = db.prepare('INSERT INTO roles (roleId, roleName, roleCreatedTime, roleCreatedUserId) VALUES (?, ?, ?, ?)');
    ROLES.forEach((name, index) => insertRole.run(index + 1, name, at(60 - index), creator));

    const insertPermission = db.prepare(
      'INSERT INTO permissions (prmsId, prmsName, prmsOperations, prmsCreatedTime, prmsCreatedUserId) VALUES (?, ?, ?, ?, ?)',
    );
    // The groups of spec 6 with every operation, then the console's own with theirs.
    const permissions: [string, string][] = [
      ...PERMISSION_GROUPS.map((name): [string, string] => [name, ALL]),
      ...Object.entries(CONSOLE_PERMISSION_GROUPS).map(([name, operations]): [string, string] => [name, JSON.stringify(operations)]),
    ];
    permissions.forEach(([name, operations], index) => insertPermission.run(index + 1, name, operations, at(59), creator));

    const insertGrant = db.prepare(
      'INSERT INTO role_permissions (rperRoleId, rperPrmsId, rperOperations, rperCreatedTime, rperCreatedUserId) VALUES (?, ?, ?, ?, ?)',
    );
    for (let roleId = 1; roleId <= ROLES.length; roleId++) {
      permissions.forEach(([group], index) => {
        const operations = grantsOf(roleId, group);
        if (operations) insertGrant.run(roleId, index + 1, operations, at(58), creator);
      });
    }

    const insertClient = db.prepare('INSERT INTO clients (clntid, clntName) VALUES (?, ?)');
    CLIENTS.forEach((name, index) => insertClient.run(index + 1, name));

    const insertGroup = db.prepare(`INSERT INTO company_groups (grcpId, grcpName, grcpNickName, grcpAddress, grcpCity, grcpTelp,
      grcpFax, grcpCreatedTime, grcpCreatedUserId) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    GROUPS.forEach((group, index) => insertGroup.run(index + 1, ...group, at(57 - index), creator));

    const insertCompany = db.prepare(`INSERT INTO companies (compId, compName, compGrcpId, compClientId, compAddress, compPhone,
      compPIC, compPICPhone, compStatus, compCreatedTime, compCreatedUserId) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`);
    // The fifth company was imported without a creator (the console shows N/A).
    COMPANIES.forEach((company, index) => insertCompany.run(index + 1, ...company, at(50 - index), index === 4 ? null : creator));

    const insertUser = db.prepare('INSERT INTO users (userId, userStatus, userCreatedTime, userCreatedUserId) VALUES (?, ?, ?, ?)');
    const insertLogin = db.prepare(
      'INSERT INTO user_logins (usloUserId, usloUserName, usloPassword, usloCreatedTime, usloCreatedUserId) VALUES (?, ?, ?, ?, ?)',
    );
    const insertUserRole = db.prepare(
      'INSERT INTO user_roles (usroUserId, usroRoleId, usroCreatedTime, usroCreatedUserId) VALUES (?, ?, ?, ?)',
    );
    const insertUserCompany = db.prepare(
      'INSERT INTO user_companies (uscoUserId, uscoCompId, uscoCreatedTime, uscoCreatedUserId) VALUES (?, ?, ?, ?)',
    );
    DEMO_USERS.forEach((user, index) => {
      const created = at(45 - index);
      insertUser.run(user.userId, user.status, created, creator);
      insertLogin.run(user.userId, user.username, hashes[index], created, creator);
      insertUserRole.run(user.userId, user.roleId, created, creator);
      for (const companyId of user.companies) insertUserCompany.run(user.userId, companyId, created, creator);
    });
  })();
}
