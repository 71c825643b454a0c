import type { SessionStatus } from '@console/shared';

const ALL = ['read', 'create', 'update', 'delete'];
const MASTER = [
  'master_user',
  'master_user_company',
  'master_user_role',
  'master_company',
  'master_group_company',
  'master_permission',
  'master_role_permission',
  'master_role',
];

export const COMPANIES = [
  { compId: 1, compName: 'PT Nusantara Bayar' },
  { compId: 2, compName: 'PT Sentosa Digital' },
];

/** Session statuses shaped like the demo users' (see the reference API's seed). */
export function statusOf(user: 'superadmin' | 'admin' | 'staff' | 'nobody', overrides: Partial<SessionStatus> = {}): SessionStatus {
  const access: Record<string, string[]> =
    user === 'superadmin'
      ? Object.fromEntries([...MASTER, 'dashboard_transactionva', 'dashboard_transactionqr', 'dashboard_notification'].map((group) => [group, ALL]))
      : user === 'admin'
        ? {
            ...Object.fromEntries(MASTER.map((group) => [group, ['read', 'create', 'update']])),
            dashboard_transactionva: ['read'],
            dashboard_transactionqr: ['read'],
            dashboard_notification: ['read'],
          }
        : user === 'staff'
          ? { dashboard_transactionva: ['read'], dashboard_transactionqr: ['read'], dashboard_notification: ['read'] }
          : {};
  return {
    access,
    user: `${user}@console.id`,
    username: user,
    company: { active: COMPANIES[0]!, available: COMPANIES },
    status: { error: 0, message: 'ok' },
    ...overrides,
  };
}
