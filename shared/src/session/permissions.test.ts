import { hasAnyPermission, hasPermission } from './permissions';

const access = { master_company: ['read', 'create'], dashboard_transactionva: ['read'], master_role: [] };

describe('hasPermission', () => {
  it('is true only when the group lists the action', () => {
    expect(hasPermission(access, 'master_company.read')).toBe(true);
    expect(hasPermission(access, 'master_company.create')).toBe(true);
    expect(hasPermission(access, 'master_company.delete')).toBe(false);
    expect(hasPermission(access, 'master_role.read')).toBe(false);
    expect(hasPermission(access, 'master_user.read')).toBe(false);
  });

  it('is false for every check while no access map is loaded (spec 6)', () => {
    expect(hasPermission(null, 'master_company.read')).toBe(false);
    expect(hasPermission(undefined, 'dashboard_transactionva.read')).toBe(false);
    expect(hasPermission({}, 'dashboard_transactionva.read')).toBe(false);
  });

  it('rejects permissions that are not written group.action', () => {
    expect(hasPermission(access, 'master_company')).toBe(false);
    expect(hasPermission(access, '.read')).toBe(false);
    expect(hasPermission(access, '')).toBe(false);
  });

  it('does not read actions from a value that is not a list', () => {
    const odd = { master_company: 'read' } as unknown as Record<string, string[]>;
    expect(hasPermission(odd, 'master_company.read')).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('is true when one of the permissions is held', () => {
    expect(hasAnyPermission(access, ['master_user.read', 'dashboard_transactionva.read'])).toBe(true);
    expect(hasAnyPermission(access, ['master_user.read', 'dashboard_transactionqr.read'])).toBe(false);
    expect(hasAnyPermission(access, [])).toBe(false);
  });
});
