import type { FieldOption } from '@console/shared/core';

/**
 * What the release plane records (`release.<action>`, decision 121), in the Releases screen's words
 * (Publish, Upload, Activate, Roll back, Widen canary, Promote, Abort, Make a key).
 */
const RELEASE_ACTIONS: Readonly<Record<string, string>> = {
  'release.publish': 'Publish release',
  'release.upload': 'Upload build',
  'release.activate': 'Activate release',
  'release.rollback': 'Rollback release',
  'release.canary': 'Start canary',
  'release.ramp': 'Widen canary',
  'release.promote': 'Promote canary',
  'release.abort': 'Abort canary',
  'release.prune': 'Prune releases',
  'release.key-create': 'Make team key',
  'release.key-revoke': 'Revoke team key',
  'release.alert-add': 'Add release alert',
  'release.alert-remove': 'Remove release alert',
  'release.access': 'Akses release',
};

/**
 * The actions the API records that are not a master-data change (docs/api.md, Audit trail), in
 * the words the console already uses for them (the user menu's `Switch Company`, the dialogs'
 * `Kirim Inquiry` and `Kirim Notifikasi`, the Releases screen's Rollback, Promote and Abort).
 */
export const OTHER_ACTIONS: Readonly<Record<string, string>> = {
  'auth.sign-in': 'Login',
  'auth.sign-out': 'Logout',
  'auth.company-switch': 'Switch Company',
  'account.update': 'Ubah username',
  'account.password-change': 'Ubah password',
  'transaction.inquiry': 'Kirim Inquiry',
  'transaction.resend-notification': 'Kirim Notifikasi',
  'export.csv': 'Export CSV',
  'access.denied': 'Akses tanpa izin',
  'access.unauthenticated': 'Akses tanpa login',
  'access.throttled': 'Akses terlalu sering',
  ...RELEASE_ACTIONS,
};

/**
 * The master-data records the API names in `master.<resource>.<operation>`: the last segment of
 * each write path, in lower case with `-` for `_` (`/master/Company_Group` -> `company-group`), and
 * the record's name as the screens call it.
 */
export const MASTER_RECORDS: Readonly<Record<string, string>> = {
  user: 'User',
  'user-login': 'Login User',
  roles: 'Role',
  permission: 'Permission',
  'role-permission': 'Role Permission',
  'user-role': 'User Role',
  'user-company': 'User Company',
  'company-group': 'Company Group',
  company: 'Company',
};

/** What each master operation is called (the dialogs' Tambah Data Baru / Edit Data, the Delete button). */
const OPERATIONS: Readonly<Record<string, string>> = { create: 'Tambah', update: 'Edit', delete: 'Hapus' };

/** The record name of a write path: `/master/Company_Group` -> `company-group`, as the API names its actions. */
export const masterRecordOf = (path: string) => path.split('/').filter(Boolean).pop()?.toLowerCase().replace(/_/g, '-') ?? '';

/** `master.company-group.update` -> `{ record: 'company-group', operation: 'update' }`; null for any other action. */
export function masterActionOf(action: string): { record: string; operation: string } | null {
  const match = /^master\.([a-z-]+)\.(create|update|delete)$/.exec(action);
  return match ? { record: match[1]!, operation: match[2]! } : null;
}

/** An action in words: `Switch Company`, `Edit Company Group`; an action this console does not know yet, as recorded. */
export function actionLabel(action: string): string {
  const master = masterActionOf(action);
  if (master && MASTER_RECORDS[master.record]) return `${OPERATIONS[master.operation]} ${MASTER_RECORDS[master.record]}`;
  return OTHER_ACTIONS[action] ?? action;
}

/** Every action the API records, for the filter: the others first, then each record's Tambah, Edit and Hapus. */
export const AUDIT_ACTIONS: readonly string[] = [
  ...Object.keys(OTHER_ACTIONS),
  ...Object.keys(MASTER_RECORDS).flatMap((record) => Object.keys(OPERATIONS).map((operation) => `master.${record}.${operation}`)),
];

export const AUDIT_ACTION_OPTIONS: readonly FieldOption[] = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));

/** What became of an action (decision 105), as a word and a colour. */
export const OUTCOMES: Readonly<Record<string, { label: string; palette: string }>> = {
  success: { label: 'Berhasil', palette: 'green' },
  failed: { label: 'Gagal', palette: 'red' },
  denied: { label: 'Ditolak', palette: 'orange' },
  repeated: { label: 'Diulang', palette: 'blue' },
};

export const outcomeLabel = (outcome: string) => OUTCOMES[outcome]?.label ?? outcome;

export const OUTCOME_OPTIONS: readonly FieldOption[] = Object.entries(OUTCOMES).map(([value, { label }]) => ({ value, label }));
