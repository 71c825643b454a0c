import type { Database } from 'better-sqlite3';
import { AuditTrail } from './audit/audit-trail';
import { AuditRepository } from './audit/audit-repository';
import { IntegrityChecker } from './audit/integrity-checker';
import { AccessRepository } from './auth/access-repository';
import { LoginRepository } from './auth/login-repository';
import { LoginThrottle } from './auth/login-throttle';
import { SessionRepository } from './auth/session-repository';
import { NotificationRepository } from './dashboard/notification-repository';
import { SummaryRepository } from './dashboard/summary/summary-repository';
import { TransactionRepository } from './dashboard/transaction-repository';
import type { MasterResource } from './master/master-resource';
import { Privileges } from './master/privileges';
import { clientResource } from './master/resources/client';
import { companyResource } from './master/resources/company';
import { companyGroupResource } from './master/resources/company-group';
import { permissionResource } from './master/resources/permission';
import { roleResource } from './master/resources/role';
import { rolePermissionResource } from './master/resources/role-permission';
import { userResource } from './master/resources/user';
import { userCompanyResource } from './master/resources/user-company';
import { userLoginResource } from './master/resources/user-login';
import { userRoleResource } from './master/resources/user-role';

export interface MasterResources {
  user: MasterResource;
  userLogin: MasterResource;
  role: MasterResource;
  permission: MasterResource;
  rolePermission: MasterResource;
  userRole: MasterResource;
  userCompany: MasterResource;
  companyGroup: MasterResource;
  company: MasterResource;
  client: MasterResource;
}

/** Every repository of the API over one database: one per entity. */
export interface Repositories {
  sessions: SessionRepository;
  access: AccessRepository;
  logins: LoginRepository;
  throttle: LoginThrottle;
  master: MasterResources;
  /** What users hold, and the rules against granting more. */
  privileges: Privileges;
  transactions: TransactionRepository;
  notifications: NotificationRepository;
  /** The Home page's summaries (decision 110). */
  summaries: SummaryRepository;
  /** The append-only audit trail (decision 105). */
  audit: AuditTrail;
  /** The trail as the Audit Log reads it. */
  auditLog: AuditRepository;
  /** The trail's hash chain and checkpoint, verified as far as new rows (decision 122). */
  integrity: IntegrityChecker;
}

export function createRepositories(db: Database, options: { scryptCost?: number } = {}): Repositories {
  const privileges = new Privileges(db);
  return {
    privileges,
    sessions: new SessionRepository(db),
    access: new AccessRepository(db),
    logins: new LoginRepository(db),
    throttle: new LoginThrottle(db),
    master: {
      user: userResource(db, privileges),
      userLogin: userLoginResource(db, privileges, options.scryptCost),
      role: roleResource(db, privileges),
      permission: permissionResource(db, privileges),
      rolePermission: rolePermissionResource(db, privileges),
      userRole: userRoleResource(db, privileges),
      userCompany: userCompanyResource(db, privileges),
      companyGroup: companyGroupResource(db),
      company: companyResource(db, privileges),
      client: clientResource(db),
    },
    transactions: new TransactionRepository(db),
    notifications: new NotificationRepository(db),
    summaries: new SummaryRepository(db),
    audit: new AuditTrail(db),
    auditLog: new AuditRepository(db),
    integrity: new IntegrityChecker(db),
  };
}
