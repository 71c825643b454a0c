import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../paths';
import { prune } from './prune';
import { publish } from './publish';
import { publishSet } from './publish-set';
import { rollback } from './rollback';
import { rollbackSet } from './rollback-set';
import { fakeDeclaration, releaseWorkspace } from './testing/release-fixtures';

const workspace = releaseWorkspace();

/**
 * Type-checks `registry` (as JSON) as a `RecordedRegistry` (every field the CLI writes must be
 * declared: an object literal admits no undeclared property) that the shell reads as the shared
 * `ReleaseRegistry` contract. Returns TypeScript's complaints.
 */
async function contractProblems(registry: unknown): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'registry-contract-'));
  try {
    const file = path.join(dir, 'registry.ts');
    const events = path.join(ROOT_DIR, 'tools/src/release/release-events');
    await writeFile(
      file,
      [
        "import type { ReleaseRegistry } from '@console/shared/release-plane';",
        `import type { RecordedRegistry } from ${JSON.stringify(events)};`,
        `const written: RecordedRegistry = ${JSON.stringify(registry, null, 2)};`,
        'export const read: ReleaseRegistry = written;',
      ].join('\n'),
    );
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      // Only the contract itself: the whole library's types are not needed to read it.
      paths: {
        '@console/shared': [path.join(ROOT_DIR, 'shared/src/federation/registry-contract.ts')],
        '@console/shared/release-plane': [path.join(ROOT_DIR, 'shared/src/federation/release-plane.ts')],
      },
    });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the registry the release CLI writes', () => {
  it('is exactly its declared shape, and is the shared contract the shell reads', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'contract-shell', { page: true }), reason: 'first shell' });
    // A release with Home page panels (decision 110): the declaration's `panels` is part of the contract too.
    const panels = [{ id: 'master-data', title: 'Master data', order: 1, permission: 'master_user.read', component: 'MasterPanel' }];
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm1', { panels: { MasterPanel: 'renders' }, buildInfo: { declaration: { ...fakeDeclaration([]), panels } } }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm2', { shared: [{ name: 'react', version: '99.0.0', requiredVersion: '^99.0.0' }] }), force: true, by: 'ops' });
    await rollback('mf-master', { reason: 'm2 needs a newer React' });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm3') });
    // A set (decision 115): its records and events carry the set's id.
    const set = await publishSet([
      { app: 'mf-transactions', distDir: await workspace.fakeBuild('mf_transactions', 't1', { screens: { 'transaction-va': 'renders' } }) },
      { app: 'mf-notifications', distDir: await workspace.fakeBuild('mf_notifications', 'n1', { screens: { notifications: 'renders' } }) },
    ]);
    await publishSet([
      { app: 'mf-transactions', distDir: await workspace.fakeBuild('mf_transactions', 't2', { screens: { 'transaction-va': 'renders' } }) },
      { app: 'mf-notifications', distDir: await workspace.fakeBuild('mf_notifications', 'n2', { screens: { notifications: 'renders' } }) },
    ]).then((next) => rollbackSet(next.set));
    expect(set.members).toHaveLength(2);
    await prune({ keep: 1, now: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
    const registry = JSON.parse(await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8')) as { apps: Record<string, { pruned?: unknown[] }> };
    expect(registry.apps['mf-master']?.pruned).toHaveLength(1);
    expect(await contractProblems(registry)).toEqual([]);
  }, 180_000);

  it('would be caught writing a field it does not declare', async () => {
    const problems = await contractProblems({ schema: 1, updatedAt: '', apps: { shell: { kind: 'host', federationName: 'shell', active: null, releases: [], history: [], owner: 'x' } } });
    expect(problems).toEqual([expect.stringMatching(/owner.*does not exist in type 'RecordedAppReleases'/)]);
  });
});
