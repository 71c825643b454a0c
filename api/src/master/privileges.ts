import type { Database } from 'better-sqlite3';
import { AccessRepository } from '../auth/access-repository';
import { conflict, forbidden } from '../http/http-error';
import { PERMISSION_GROUPS } from '../auth/permission-groups';
import { OPERATIONS, type Operation, parseOperations } from '../validation/rules';

type Grants = Map<string, Set<Operation>>;

const ALL_OPERATIONS: readonly Operation[] = OPERATIONS;
const KNOWN_GROUPS: ReadonlySet<string> = new Set(PERMISSION_GROUPS);

const SUPERADMIN_GONE = 'This change would leave no active Superadmin (an active user with a login and every operation of every permission).';

/**
 * What users hold (permission operations through their roles, and companies) and the rules that
 * keep anyone from granting more than that. Every check reads the database inside the write's
 * transaction, so a change and its check cannot interleave with another request.
 */
export class Privileges {
  private readonly access: AccessRepository;
  private readonly companiesStatement;
  private readonly roleGrantsStatement;
  private readonly roleHoldersStatement;
  private readonly roleNameStatement;
  private readonly companyNameStatement;
  private readonly superadminsStatement;

  constructor(db: Database) {
    this.access = new AccessRepository(db);
    this.companiesStatement = db.prepare<[string], { compId: number }>('SELECT uscoCompId AS compId FROM user_companies WHERE uscoUserId = ?');
    this.roleGrantsStatement = db.prepare<[number], { name: string; operations: string }>(`
      SELECT p.prmsName AS name, rp.rperOperations AS operations
      FROM role_permissions rp JOIN permissions p ON p.prmsId = rp.rperPrmsId WHERE rp.rperRoleId = ?`);
    this.roleHoldersStatement = db.prepare<[number], { userId: string }>('SELECT usroUserId AS userId FROM user_roles WHERE usroRoleId = ?');
    this.roleNameStatement = db.prepare<[number], { roleName: string }>('SELECT roleName FROM roles WHERE roleId = ?');
    this.companyNameStatement = db.prepare<[number], { compName: string; compStatus: number }>('SELECT compName, compStatus FROM companies WHERE compId = ?');
    const groups = PERMISSION_GROUPS.map((group) => `'${group}'`).join(', ');
    // Active users with a login whose roles grant all four operations of every permission group of spec 6.
    this.superadminsStatement = db.prepare<[], { n: number }>(`
      SELECT COUNT(*) AS n FROM users u
      WHERE u.userStatus = 1
        AND EXISTS (SELECT 1 FROM user_logins l WHERE l.usloUserId = u.userId)
        AND (SELECT COUNT(DISTINCT p.prmsName || '.' || op.value)
             FROM user_roles ur
             JOIN role_permissions rp ON rp.rperRoleId = ur.usroRoleId
             JOIN permissions p ON p.prmsId = rp.rperPrmsId, json_each(rp.rperOperations) op
             WHERE ur.usroUserId = u.userId AND p.prmsName IN (${groups})
               AND op.value IN ('read', 'create', 'update', 'delete')) = ${PERMISSION_GROUPS.length * 4}`);
  }

  private grantsOf(userId: string): Grants {
    return new Map(Object.entries(this.access.accessOf(userId)).map(([group, operations]) => [group, new Set(operations)]));
  }

  private companiesOf(userId: string): Set<number> {
    return new Set(this.companiesStatement.all(userId).map((row) => row.compId));
  }

  /**
   * The first `group.operation` of `grants` the actor lacks, or null. A Superadmin (every operation
   * of every permission group the console checks) also holds the groups the console does not check:
   * a permission created since (nobody holds it yet) is theirs to grant, and its holders are no
   * stronger than them.
   */
  /**
   * A Superadmin: every operation of every permission group of spec 6 (whatever their role is
   * called). They may assign any active company, their own included, and change any company
   * (decision 107); for everyone else the no-escalation rules below hold.
   */
  isSuperadmin(actor: string): boolean {
    return isEveryGrant(this.grantsOf(actor));
  }

  private firstMissing(actor: string, grants: Iterable<[string, Iterable<Operation>]>): string | null {
    const held = this.grantsOf(actor);
    const superadmin = isEveryGrant(held);
    for (const [group, operations] of grants) {
      if (superadmin && !KNOWN_GROUPS.has(group)) continue;
      for (const operation of operations) if (!held.get(group)?.has(operation)) return `${group}.${operation}`;
    }
    return null;
  }

  /** True when `target` holds a permission operation or a company that `actor` does not. */
  holdsMore(target: string, actor: string): boolean {
    if (this.firstMissing(actor, this.grantsOf(target)) !== null) return true;
    // Any active company is a Superadmin's to give, so a company they lack makes nobody stronger.
    if (this.isSuperadmin(actor)) return false;
    const companies = this.companiesOf(actor);
    return [...this.companiesOf(target)].some((company) => !companies.has(company));
  }

  /** Refuses (403) when the user holds more than the actor: their credentials, status and assignments are not the actor's to touch. */
  assertMayManageUser(actor: string, target: string): void {
    if (target.toLowerCase() !== actor.toLowerCase() && this.holdsMore(target, actor)) {
      throw forbidden(`You cannot change user ${target}: they hold permissions or companies you do not hold.`);
    }
  }

  /** Refuses (403) assignments of one's own roles or companies. */
  assertNotSelf(actor: string, target: string, what: 'roles' | 'companies'): void {
    if (target.toLowerCase() !== actor.toLowerCase()) return;
    // A Superadmin gains nothing from their own companies but the use of a company they created.
    if (what === 'companies' && this.isSuperadmin(actor)) return;
    throw forbidden(`You cannot change your own ${what}.`);
  }

  /** Refuses (403) a role whose permissions go beyond the actor's. */
  assertMayGrantRole(actor: string, roleId: number): void {
    const grants = this.roleGrantsStatement.all(roleId).map((grant) => [grant.name, operationsOf(grant.operations)] as [string, Operation[]]);
    const missing = this.firstMissing(actor, grants);
    if (missing) throw forbidden(`You cannot grant role ${this.roleName(roleId)}: it holds ${missing}, which you do not hold.`);
  }

  /** Refuses (403) a company the actor is not assigned to; a Superadmin may assign any active company. */
  assertMayGrantCompany(actor: string, companyId: number): void {
    const company = this.companyNameStatement.get(companyId);
    const name = company?.compName ?? String(companyId);
    if (this.isSuperadmin(actor)) {
      if (company && company.compStatus !== 1) throw forbidden(`You cannot assign company ${name}: it is inactive.`);
      return;
    }
    if (!this.companiesOf(actor).has(companyId)) throw forbidden(`You cannot assign company ${name}: you do not hold it.`);
  }

  /** Refuses (403) changing or deleting a company the actor does not hold (its users are not theirs); a Superadmin may. */
  assertMayChangeCompany(actor: string, companyId: number): void {
    if (this.isSuperadmin(actor) || this.companiesOf(actor).has(companyId)) return;
    const name = this.companyNameStatement.get(companyId)?.compName ?? String(companyId);
    throw forbidden(`You cannot change company ${name}: you do not hold it.`);
  }

  /**
   * Refuses (403) renaming or deleting a role that grants what the actor does not hold, or that a
   * user holding more than the actor has: the built-in roles (Superadmin, Admin ...) are protected
   * by this rule from anyone below them.
   */
  assertMayChangeRoleItself(actor: string, roleId: number): void {
    const grants = this.roleGrantsStatement.all(roleId).map((grant) => [grant.name, operationsOf(grant.operations)] as [string, Operation[]]);
    const missing = this.firstMissing(actor, grants);
    if (missing) throw forbidden(`You cannot change role ${this.roleName(roleId)}: it holds ${missing}, which you do not hold.`);
    this.assertMayChangeRole(actor, roleId);
  }

  /** Refuses (403) granting operations of a permission group the actor does not hold. */
  assertMayGrantOperations(actor: string, group: string, operations: Operation[]): void {
    const missing = this.firstMissing(actor, [[group, operations]]);
    if (missing) throw forbidden(`You cannot grant ${missing}: you do not hold it.`);
  }

  /** Refuses (403) changing the grants of a role held by anyone who holds more than the actor. */
  assertMayChangeRole(actor: string, roleId: number): void {
    const stronger = this.roleHoldersStatement.all(roleId).some((holder) => holder.userId.toLowerCase() !== actor.toLowerCase() && this.holdsMore(holder.userId, actor));
    if (stronger) throw forbidden(`You cannot change the permissions of role ${this.roleName(roleId)}: it is held by a user who holds more than you.`);
  }

  /** Active Superadmins (every operation of every permission group, active, with a login). */
  superadminCount(): number {
    return this.superadminsStatement.get()?.n ?? 0;
  }

  /** Runs a write (inside its transaction) and refuses it (409) when it removed the last active Superadmin. */
  keepingASuperadmin<T>(write: () => T): T {
    const before = this.superadminCount();
    const result = write();
    if (before > 0 && this.superadminCount() === 0) throw conflict(SUPERADMIN_GONE);
    return result;
  }

  private roleName(roleId: number): string {
    return this.roleNameStatement.get(roleId)?.roleName ?? String(roleId);
  }
}

/** Every operation of every permission group of spec 6. */
const isEveryGrant = (held: Grants) => PERMISSION_GROUPS.every((group) => ALL_OPERATIONS.every((operation) => held.get(group)?.has(operation)));

const operationsOf = (value: string): Operation[] => {
  const parsed = parseOperations(value);
  return Array.isArray(parsed) ? parsed : [];
};
