import { fetchList, hasPermission, listKey, useSession } from '@console/shared/core';
import useSWR from 'swr';
import { masterActionOf } from './audit-actions';
import type { AuditLogRow } from './audit-log-types';

/** Where the name of a record kind is read: a master list the API already offers, its key and name fields, and who may read it. */
interface NameSource {
  path: string;
  permission: string;
  key: string;
  name: string;
}

const LOGINS: NameSource = { path: '/master/User_Login', permission: 'master_user.read', key: 'usloUserId', name: 'usloUserName' };
const COMPANIES: NameSource = { path: '/master/company', permission: 'master_company.read', key: 'compId', name: 'compName' };

/**
 * The record kinds of the trail (`master.<kind>.*`, a company switch, an account change) whose
 * records have a name, and where it is read. A user is named by its login's username; the junction
 * records (User Role, User Company, Role Permission) have no name of their own and show their id.
 */
export const NAME_SOURCES: Readonly<Record<string, NameSource>> = {
  company: COMPANIES,
  'company-group': { path: '/master/Company_Group', permission: 'master_group_company.read', key: 'grcpId', name: 'grcpName' },
  roles: { path: '/master/roles', permission: 'master_role.read', key: 'roleId', name: 'roleName' },
  permission: { path: '/master/Permission', permission: 'master_permission.read', key: 'prmsId', name: 'prmsName' },
  user: LOGINS,
  'user-login': LOGINS,
};

/** Master lists are read whole (spec 7's `max=1000000`): the same request, and cache, as the forms' dropdowns. */
const ALL = 1_000_000;

/** The kind of record a row's target is: a master record's kind, `company` for a switch, `user` for an account change. */
export function targetKindOf(action: string): string | null {
  if (action === 'auth.company-switch') return 'company';
  if (action === 'account.update' || action === 'account.password-change') return 'user';
  return masterActionOf(action)?.record ?? null;
}

type Row = Record<string, unknown>;
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

/** The record's name as the row itself recorded it: what a create added, a delete removed, a refusal asked for, or an edit's new name. */
function nameInDetails(row: Pick<AuditLogRow, 'audtDetails'>, source: NameSource): string | null {
  const details = row.audtDetails;
  if (!isRecord(details)) return null;
  for (const key of ['after', 'before', 'requested']) {
    const record = details[key];
    if (isRecord(record) && text(record[source.name])) return text(record[source.name]);
  }
  const changes = details.changes;
  const change = isRecord(changes) ? changes[source.name] : undefined;
  return isRecord(change) ? text(change.after) : null;
}

/** Names by record kind and key, from the lists the viewer may read, and the session's own companies. */
export interface AuditNames {
  /** The name of a row's record, or null when it cannot be read. */
  targetName: (row: Pick<AuditLogRow, 'audtAction' | 'audtTarget' | 'audtDetails'>) => string | null;
  /** A company's name by id, or null. */
  companyName: (id: number | string) => string | null;
  /** Every company whose name is known (for the picker), by name. */
  companies: readonly { id: number; name: string }[];
  /** Every login whose username is known (for the picker): username and user id. */
  users: readonly { username: string; userId: string | null }[];
  /** Whether the viewer reads the whole list of users / companies (else the pickers say what they hold). */
  readsUsers: boolean;
  readsCompanies: boolean;
}

/** One master list, read once when the viewer may read it and it is needed; null otherwise. */
function useNameList(source: NameSource, wanted: boolean, access: Record<string, string[]> | undefined) {
  const readable = hasPermission(access, source.permission);
  const { data } = useSWR(wanted && readable ? listKey(source.path, { max: ALL }) : null, (key) => fetchList<Row>(key), { revalidateOnFocus: false, shouldRetryOnError: false });
  const names = new Map<string, string>();
  for (const row of data?.data ?? []) {
    const key = text(row[source.key]);
    const name = text(row[source.name]);
    if (key !== null && name !== null) names.set(key.toLowerCase(), name);
  }
  return { readable, names };
}

/**
 * The names the Audit Log shows beside ids: one request per list (never per row), only for the
 * kinds on the page, only when the viewer may read that list (the users' and companies' lists
 * always, for the pickers). A record no list names (gone, or a list the viewer may not read) is
 * named by what its own row recorded, else shows its id alone. The companies also come from the
 * session (the viewer's own) and from the rows (the trail joins each row's company name).
 */
export function useAuditNames(rows: readonly AuditLogRow[]): AuditNames {
  const { session } = useSession();
  const access = session?.access;
  const kinds = new Set(rows.map((row) => targetKindOf(row.audtAction)).filter((kind): kind is string => kind !== null));
  const wants = (source: NameSource) => [...kinds].some((kind) => NAME_SOURCES[kind] === source);
  const lists = new Map<NameSource, Map<string, string>>();
  const logins = useNameList(LOGINS, true, access);
  const companyList = useNameList(COMPANIES, true, access);
  const groups = useNameList(NAME_SOURCES['company-group']!, wants(NAME_SOURCES['company-group']!), access);
  const roles = useNameList(NAME_SOURCES.roles!, wants(NAME_SOURCES.roles!), access);
  const permissions = useNameList(NAME_SOURCES.permission!, wants(NAME_SOURCES.permission!), access);
  lists.set(LOGINS, logins.names);
  lists.set(COMPANIES, companyList.names);
  lists.set(NAME_SOURCES['company-group']!, groups.names);
  lists.set(NAME_SOURCES.roles!, roles.names);
  lists.set(NAME_SOURCES.permission!, permissions.names);

  const companies = new Map(companyList.names);
  for (const company of session?.company.available ?? []) if (!companies.has(String(company.compId))) companies.set(String(company.compId), company.compName);
  for (const row of rows) if (row.audtCompId !== null && row.compName && !companies.has(String(row.audtCompId))) companies.set(String(row.audtCompId), row.compName);

  const users = new Map<string, string | null>([...logins.names].map(([userId, username]) => [username, userId]));
  if (session?.username && !users.has(session.username)) users.set(session.username, session.user);
  for (const row of rows) if (row.audtUserName && !users.has(row.audtUserName)) users.set(row.audtUserName, row.audtUserId || null);

  return {
    targetName: (row) => {
      const kind = targetKindOf(row.audtAction);
      const source = kind ? NAME_SOURCES[kind] : undefined;
      if (!source || row.audtTarget === null || row.audtTarget === '') return null;
      const listed = source === COMPANIES ? companies.get(row.audtTarget) : lists.get(source)?.get(row.audtTarget.toLowerCase());
      return listed ?? nameInDetails(row, source);
    },
    companyName: (id) => companies.get(String(id)) ?? null,
    companies: [...companies].map(([id, name]) => ({ id: Number(id), name })).sort((a, b) => a.name.localeCompare(b.name)),
    users: [...users].map(([username, userId]) => ({ username, userId })).sort((a, b) => a.username.localeCompare(b.username)),
    readsUsers: logins.readable,
    readsCompanies: companyList.readable,
  };
}
