import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appSourceHash } from './source-hash';

describe("appSourceHash (what an app's build is made from)", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'source-hash-'));
    write('mf-master/src/screen.tsx', 'export const a = 1;');
    write('shared/src/core.ts', 'export const b = 2;');
    write('rules/src/index.ts', 'export const c = 3;');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("changes with the app's sources and with the shared library's, not with file times, tests or outputs", () => {
    const first = appSourceHash('mf-master', root);
    utimesSync(path.join(root, 'mf-master/src/screen.tsx'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    write('mf-master/src/screen.test.tsx', 'test("x", () => {});');
    write('mf-master/dist/remoteEntry.js', 'built');
    write('mf-transactions/src/other.ts', 'another remote');
    write('shared/README.md', 'prose');
    write('mf-master/README.md', 'prose');
    expect(appSourceHash('mf-master', root)).toBe(first);

    write('shared/src/core.ts', 'export const b = 3;');
    const sharedChanged = appSourceHash('mf-master', root);
    expect(sharedChanged).not.toBe(first);
    write('mf-master/src/screen.tsx', 'export const a = 2;');
    expect(appSourceHash('mf-master', root)).not.toBe(sharedChanged);
    // Back to what it was (a revert): the same sources, the same hash.
    write('mf-master/src/screen.tsx', 'export const a = 1;');
    write('shared/src/core.ts', 'export const b = 2;');
    expect(appSourceHash('mf-master', root)).toBe(first);
  });
});
