import type { Database } from 'better-sqlite3';
import { type Operation, parseOperations } from '../validation/rules';

export interface CompanyOption {
  compId: number;
  compName: string;
}

/** What a user may do and where: read from the database on every call, so changes apply at once. */
export class AccessRepository {
  private readonly grantsStatement;
  private readonly groupGrantsStatement;
  private readonly companiesStatement;
  private readonly companyStatement;

  constructor(db: Database) {
    const grants = `
      SELECT p.prmsName AS name, rp.rperOperations AS operations
      FROM user_roles ur
      JOIN role_permissions rp ON rp.rperRoleId = ur.usroRoleId
      JOIN permissions p ON p.prmsId = rp.rperPrmsId
      WHERE ur.usroUserId = ?`;
    this.grantsStatement = db.prepare<[string], { name: string; operations: string }>(grants);
    this.groupGrantsStatement = db.prepare<[string, string], { name: string; operations: string }>(`${grants} AND p.prmsName = ?`);
    const companies = `
      SELECT c.compId, c.compName
      FROM user_companies uc
      JOIN companies c ON c.compId = uc.uscoCompId
      WHERE uc.uscoUserId = ? AND c.compStatus = 1`;
    this.companiesStatement = db.prepare<[string], CompanyOption>(`${companies} ORDER BY c.compName, c.compId`);
    this.companyStatement = db.prepare<[string, number], CompanyOption>(`${companies} AND c.compId = ?`);
  }

  /** Permission group -> operations: the union over the user's roles' role-permission records. */
  accessOf(userId: string): Record<string, Operation[]> {
    const access: Record<string, Set<Operation>> = {};
    for (const grant of this.grantsStatement.all(userId)) {
      const operations = parseOperations(grant.operations);
      if (!Array.isArray(operations)) continue;
      const set = (access[grant.name] ??= new Set());
      for (const operation of operations) set.add(operation);
    }
    return Object.fromEntries(Object.entries(access).map(([name, set]) => [name, [...set]]));
  }

  can(userId: string, group: string, operation: Operation): boolean {
    return this.groupGrantsStatement.all(userId, group).some((grant) => {
      const operations = parseOperations(grant.operations);
      return Array.isArray(operations) && operations.includes(operation);
    });
  }

  /** The active companies assigned to the user. */
  availableCompanies(userId: string): CompanyOption[] {
    return this.companiesStatement.all(userId);
  }

  availableCompany(userId: string, companyId: number): CompanyOption | undefined {
    return this.companyStatement.get(userId, companyId);
  }
}
