/** Every permission group of spec 6 (both spellings of the company-group one). */
export const PERMISSION_GROUPS = [
  'dashboard_notification',
  'dashboard_transactionva',
  'dashboard_transactionqr',
  'master_user',
  'master_user_company',
  'master_user_role',
  'master_company',
  'master_group_company',
  'master_company_group',
  'master_permission',
  'master_role_permission',
  'master_role',
] as const;

/**
 * Permission groups of the console itself rather than of spec 6, with the operations each has:
 * `console_release` lets a release manager see (read) and change (update) which release of each
 * app runs, on the Releases screen whose endpoints the console server guards (decision 085);
 * `console_audit` lets an auditor read the audit trail on the Audit Log screen (decision 105). They
 * are not part of what makes a Superadmin (every operation of every group of spec 6), and no role
 * gets them by a blanket rule: the seed grants them by name.
 */
export const CONSOLE_PERMISSION_GROUPS = {
  console_release: ['read', 'update'],
  console_audit: ['read'],
} as const;
