import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { actionLabel, AUDIT_ACTIONS, MASTER_RECORDS, masterRecordOf, outcomeLabel } from './audit-actions';
import { MASTER_RESOURCES } from './audit-field-titles';

/** The actions docs/api.md's audit table lists (`master.<resource>.create` / `.update` / `.delete` aside). */
function documentedActions(): string[] {
  const doc = readFileSync(path.join(__dirname, '../../../../docs/api.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| action | target | details |'), doc.indexOf('`GET /audit/trail` lists it'));
  return [...table.matchAll(/`([a-z-]+\.[a-z.-]+)`/g)].map((match) => match[1]!).filter((action) => !action.startsWith('master.'));
}

const API_SRC = path.join(__dirname, '../../../../api/src');

/** The API's own source files (tests and test helpers aside). */
function apiSources(folder = API_SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : apiSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * Every action the API's code records: the literal names on the lines that name an action
 * (`action: 'auth.sign-in'`, `action: status === 401 ? 'access.unauthenticated' : ...`), and each
 * of the release plane's actions (`release.<action>`) from the one list the API checks reports by.
 */
function recordedActions(): string[] {
  const literal = /'([a-z]+\.[a-z][a-z-]*)'/g;
  const named = apiSources().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /action/i.test(line) && !/^\s*(\*|\/\/)/.test(line))
      .flatMap((line) => [...line.matchAll(literal)].map((match) => match[1]!)),
  );
  const report = readFileSync(path.join(API_SRC, 'audit/release-action-report.ts'), 'utf8');
  const list = /RELEASE_ACTIONS = \[([^\]]*)\]/.exec(report)?.[1] ?? '';
  const release = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => `release.${match[1]!}`);
  return [...new Set([...named, ...release])];
}

/** Every path a master screen writes to: its own and each step of a write made of several calls. */
function writePaths(): string[] {
  return MASTER_RESOURCES.flatMap((resource) => [resource.path, ...[resource.data?.create, resource.data?.update, resource.data?.remove].flatMap((steps) => (steps ?? []).map((step) => step.path))]);
}

describe('the actions the Audit Log knows', () => {
  it('include every action docs/api.md says the API records', () => {
    const documented = documentedActions();
    expect(documented.length).toBeGreaterThanOrEqual(11);
    for (const action of documented) expect(AUDIT_ACTIONS).toContain(action);
  });

  it('include every action the API records, named in words (access refusals and every release action included)', () => {
    const recorded = recordedActions();
    expect(recorded).toEqual(expect.arrayContaining(['auth.sign-in', 'access.denied', 'access.unauthenticated', 'release.upload', 'release.key-revoke', 'release.access']));
    expect(recorded.filter((action) => !AUDIT_ACTIONS.includes(action))).toEqual([]);
    expect(recorded.filter((action) => actionLabel(action) === action)).toEqual([]);
  });

  it("include create, update and delete of every record a master screen writes, named as the API names them", () => {
    for (const route of writePaths()) {
      const record = masterRecordOf(route);
      expect(MASTER_RECORDS[record]).toBeDefined();
      for (const operation of ['create', 'update', 'delete']) expect(AUDIT_ACTIONS).toContain(`master.${record}.${operation}`);
    }
    expect(masterRecordOf('/master/Company_Group')).toBe('company-group');
  });

  it('read as words, an unknown one as recorded', () => {
    expect(['auth.company-switch', 'master.company-group.create', 'master.user-login.update', 'transaction.inquiry', 'something.new'].map(actionLabel)).toEqual([
      'Switch Company',
      'Tambah Company Group',
      'Edit Login User',
      'Kirim Inquiry',
      'something.new',
    ]);
    expect(['success', 'failed', 'denied', 'repeated'].map(outcomeLabel)).toEqual(['Berhasil', 'Gagal', 'Ditolak', 'Diulang']);
  });
});
