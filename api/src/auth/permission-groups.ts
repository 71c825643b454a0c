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
