import { FAKE_SCREENS as DECLARED_SCREENS } from '../../app/testing/fake-remotes';
import { statusOf } from '../../app/testing/statuses';
import { lastSegment, menuFor, menuRemotes, type MenuEntry } from './menu-entries';

/** The menu as readable lines: `Home`, `Transactions: Virtual Account, QRIS`, ... */
const outline = (entries: MenuEntry[]) =>
  entries.map((entry) => (entry.kind === 'link' ? entry.label : `${entry.label}: ${entry.links.map((link) => link.label).join(', ')}`));

describe('menuFor', () => {
  it('shows staff Home, both transaction screens and Notifications, and no Master group', () => {
    expect(outline(menuFor(statusOf('staff').access, DECLARED_SCREENS))).toEqual(['Home', 'Transactions: Virtual Account, QRIS', 'Notifications']);
  });

  it('shows admin every Master entry', () => {
    expect(outline(menuFor(statusOf('admin').access, DECLARED_SCREENS))).toEqual([
      'Home',
      'Transactions: Virtual Account, QRIS',
      'Notifications',
      'Master: User, User Company, User Role, Company, Company Group, Permission, Role Permission, Roles',
    ]);
  });

  it('shows Releases last, to holders of console_release.read only', () => {
    expect(outline(menuFor(statusOf('staff').access, DECLARED_SCREENS))).not.toContain('Releases');
    expect(outline(menuFor({ console_release: ['read', 'update'], dashboard_notification: ['read'] }, DECLARED_SCREENS))).toEqual(['Home', 'Notifications', 'Releases']);
    expect(outline(menuFor({ console_release: ['update'] }, DECLARED_SCREENS))).toEqual(['Home']);
    expect(menuRemotes({ console_release: ['read'] }, DECLARED_SCREENS)).toEqual([]);
  });

  it('shows only Home without any access loaded', () => {
    expect(outline(menuFor(null, DECLARED_SCREENS))).toEqual(['Home']);
    expect(outline(menuFor({}, DECLARED_SCREENS))).toEqual(['Home']);
  });

  it('shows a group for one entry in it, and each entry by its own read permission', () => {
    expect(outline(menuFor({ dashboard_transactionqr: ['read'] }, DECLARED_SCREENS))).toEqual(['Home', 'Transactions: QRIS']);
    expect(outline(menuFor({ master_role: ['read', 'create'] }, DECLARED_SCREENS))).toEqual(['Home', 'Master: Roles']);
    expect(outline(menuFor({ master_role: ['create'] }, DECLARED_SCREENS))).toEqual(['Home']);
  });

  it('shows User Company by master_user_company.read, not the route permission master_user.read', () => {
    expect(outline(menuFor({ master_user: ['read'] }, DECLARED_SCREENS))).toEqual(['Home', 'Master: User']);
    expect(outline(menuFor({ master_user_company: ['read'] }, DECLARED_SCREENS))).toEqual(['Home', 'Master: User Company']);
  });

  it('shows Company Group by master_group_company.read (the menu spelling)', () => {
    expect(outline(menuFor({ master_group_company: ['read'] }, DECLARED_SCREENS))).toEqual(['Home', 'Master: Company Group']);
    expect(outline(menuFor({ master_company_group: ['read'] }, DECLARED_SCREENS))).toEqual(['Home']);
  });

  it('places a screen another remote declares by its order, in its declared group or on its own', () => {
    const audit = { app: 'mf-audit', path: 'audit-history', screen: 'audit-history', label: 'Audit Log', title: 'Audit Log', requiresLogin: true, permission: 'audit.read', menuPermission: 'audit.read' };
    const declared = [...DECLARED_SCREENS, { ...audit, group: { id: 'master', label: 'Master' }, order: 40 }, { ...audit, path: 'summary', label: 'Summary', group: null, order: 15 }];
    expect(outline(menuFor({ ...statusOf('admin').access, audit: ['read'] }, declared))).toEqual([
      'Home',
      'Transactions: Virtual Account, QRIS',
      'Summary',
      'Notifications',
      'Master: User, User Company, User Role, Company, Company Group, Permission, Role Permission, Roles, Audit Log',
    ]);
    expect(menuRemotes({ audit: ['read'] }, declared)).toEqual(['mf-audit']);
  });
});

describe('lastSegment', () => {
  it('names the active entry by the last path segment', () => {
    expect(lastSegment('/dashboard/home')).toBe('home');
    expect(lastSegment('/dashboard/transaction-va/')).toBe('transaction-va');
    expect(lastSegment('/')).toBe('');
  });
});

describe('menuRemotes', () => {
  it("names each remote of the user's menu once, in menu order", () => {
    expect(menuRemotes(statusOf('staff').access, DECLARED_SCREENS)).toEqual(['mf-transactions', 'mf-notifications']);
    expect(menuRemotes(statusOf('admin').access, DECLARED_SCREENS)).toEqual(['mf-transactions', 'mf-notifications', 'mf-master']);
    expect(menuRemotes({ master_role: ['read'] }, DECLARED_SCREENS)).toEqual(['mf-master']);
    expect(menuRemotes(null, DECLARED_SCREENS)).toEqual([]);
  });
});
