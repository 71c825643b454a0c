import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BUILD = path.join(__dirname, 'testing/build-remote-module.ts');

/** The errors of a remote's build whose only module is `source` (in a child process: rspack is an ES module). */
function buildErrors(source: string, contract: Record<string, string[]>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-exports-plugin-'));
  try {
    const file = path.join(dir, 'screen.js');
    writeFileSync(file, source);
    const result = spawnSync(process.execPath, ['--import', 'tsx', BUILD, file, JSON.stringify(contract)], { encoding: 'utf8', cwd: path.join(__dirname, '../..') });
    if (result.status !== 0) throw new Error(`the build did not run:\n${result.stderr}`);
    return (JSON.parse(result.stdout) as { errors: string[] }).errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a remote's build against the shared contract (decision 152)", () => {
  const contract = { '@console/shared/core': ['formatNumber', 'ScreenHeader'] };

  it('fails when the remote imports a name the contract does not provide, naming it and what to do', () => {
    const errors = buildErrors("import { bucketLabel, formatNumber } from '@console/shared/core';\nexport const text = bucketLabel('day') + formatNumber(1);\n", contract).join('\n');
    expect(errors).toContain('mf-master imports names the shared contract (@console/shared 2.1.0, shared/CONTRACT.md) does not provide:');
    expect(errors).toContain('- bucketLabel from @console/shared/core');
    expect(errors).not.toContain('formatNumber from');
    expect(errors).toContain('Import a name the contract lists, or add this one to @console/shared first');
  }, 60_000);

  it('builds when every imported name is in the contract', () => {
    expect(buildErrors("import { formatNumber } from '@console/shared/core';\nexport const text = formatNumber(1);\n", contract)).toEqual([]);
  }, 60_000);
});
