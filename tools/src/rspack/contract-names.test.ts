import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractNames } from './contract-names';
import type { ContractFile } from './contract-report';

describe('the names the shell provides, from the contract report', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contract-names-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const library = () => {
    const core = path.join(dir, 'core.ts');
    writeFileSync(core, "export const DataTable = () => null;\nexport function notify() {}\nexport interface TableProps { rows: number }\n");
    return { '@console/shared/core': core };
  };
  const report = (entries: ContractFile['entries'], version = '2.0.0') => {
    const file = path.join(dir, 'contract.json');
    writeFileSync(file, JSON.stringify({ schema: 1, package: '@console/shared', version, entries }));
    return file;
  };
  const listed: ContractFile['entries'] = {
    '@console/shared/core': [
      { name: 'DataTable', kind: 'value', type: '() => null' },
      { name: 'notify', kind: 'value', type: '() => void' },
      { name: 'TableProps', kind: 'type', type: 'export interface TableProps { rows: number; }' },
    ],
  };

  it('are the value names the report lists, with the report recorded by version and hash', () => {
    const { names, source } = contractNames(report(listed), library(), '2.0.0');
    expect(names).toEqual({ '@console/shared/core': ['DataTable', 'notify'] });
    expect(source).toEqual({ version: '2.0.0', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('fail the build when the report is of another version of the library', () => {
    expect(() => contractNames(report(listed, '1.8.0'), library(), '2.0.0')).toThrow(/describes @console\/shared 1\.8\.0, but this build bundles 2\.0\.0\. Run `npm run generate:contract`/);
  });

  it('fail the build when the report lacks a name the library exports, or lists one it does not, naming them', () => {
    const stale = { '@console/shared/core': [{ name: 'DataTable', kind: 'value' as const, type: '() => null' }, { name: 'formatScreenTitle', kind: 'value' as const, type: '() => string' }] };
    expect(() => contractNames(report(stale), library(), '2.0.0')).toThrow(
      /does not describe the @console\/shared this build bundles:\n- @console\/shared\/core exports notify, which the report does not list\n- the report lists formatScreenTitle under @console\/shared\/core, which it does not export/,
    );
    expect(() => contractNames(report({}), library(), '2.0.0')).toThrow('the report has no entry @console/shared/core');
  });
});
