import { fullAccess, knownPermissions, PERMISSION_GROUPS } from './permissions';

describe('the permission model of the contract', () => {
  it('knows every operation of every permission group of spec 6, and the console\'s own groups with theirs only', () => {
    const known = knownPermissions();
    for (const group of PERMISSION_GROUPS) expect(known.has(`${group}.read`) && known.has(`${group}.delete`)).toBe(true);
    expect(known.has('console_release.read')).toBe(true);
    expect(known.has('console_release.update')).toBe(true);
    expect(known.has('console_release.delete')).toBe(false);
    expect(known.has('console_audit.read')).toBe(true);
    expect(known.has('dashboard_transactionva.approve')).toBe(false);
  });

  it('gives the access map of a user who holds everything', () => {
    expect(fullAccess()).toMatchObject({ master_user: ['read', 'create', 'update', 'delete'], console_audit: ['read'] });
    expect(Object.keys(fullAccess())).toHaveLength(PERMISSION_GROUPS.length + 2);
  });
});
