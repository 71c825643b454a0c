import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../paths';

/**
 * `npm run typecheck` checks the packages that compile @console/shared's sources in one program
 * (`tsconfig.console-check.json`, decision 145) and the rest through their own `typecheck` scripts.
 * These tests keep that true as packages change: nothing a package's own tsconfig checks is left
 * out, the shared program is no looser than the packages' own settings, and every workspace is
 * checked one way or the other, once.
 */

const CONSOLE_CHECK = path.join(ROOT_DIR, 'tsconfig.console-check.json');
/** The packages (and benches) whose own tsconfig the shared program stands in for. */
const COVERED = ['shared', 'shell', 'mf-transactions', 'mf-master', 'mf-notifications', 'bench/table', 'bench/export', 'e2e'];

function parsed(configFile: string): ts.ParsedCommandLine {
  const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile), undefined, configFile);
}

/** The compiler options that decide what an error is (not where the file is or which globals exist). */
function strictness(options: ts.CompilerOptions): Record<string, unknown> {
  const { configFilePath: _file, types: _types, lib: _lib, pathsBasePath: _base, ...rest } = options;
  return rest;
}

const rootPackage = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { workspaces: string[]; scripts: Record<string, string> };
const packageName = (folder: string) => (JSON.parse(readFileSync(path.join(ROOT_DIR, folder, 'package.json'), 'utf8')) as { name: string }).name;

describe('the typecheck programs', () => {
  const consoleCheck = parsed(CONSOLE_CHECK);
  const checked = new Set(consoleCheck.fileNames.map((file) => path.resolve(file)));

  it.each(COVERED)('the shared program checks every file %s/tsconfig.json checks', (folder) => {
    const own = parsed(path.join(ROOT_DIR, folder, 'tsconfig.json'));
    expect(own.fileNames.length).toBeGreaterThan(0);
    const missing = own.fileNames.map((file) => path.resolve(file)).filter((file) => !checked.has(file));
    expect(missing.map((file) => path.relative(ROOT_DIR, file))).toEqual([]);
  });

  it.each(COVERED)('the shared program is as strict as %s/tsconfig.json, with its libraries and globals', (folder) => {
    const own = parsed(path.join(ROOT_DIR, folder, 'tsconfig.json')).options;
    expect(strictness(consoleCheck.options)).toEqual(strictness(own));
    expect(consoleCheck.options.lib).toEqual(expect.arrayContaining(own.lib ?? []));
    expect(consoleCheck.options.types).toEqual(expect.arrayContaining(own.types ?? []));
  });

  it('checks every workspace once: the shared program or its own typecheck script, never both', () => {
    const script = rootPackage.scripts.typecheck ?? '';
    expect(rootPackage.scripts['typecheck:console']).toBe('tsc -p tsconfig.console-check.json');
    expect(script).toContain('typecheck:console');
    expect(script).toContain('--filter=//');
    const filtered = [...script.matchAll(/--filter=(@[\w/-]+)/g)].map((match) => match[1]);
    const coveredWorkspaces = rootPackage.workspaces.filter((folder) => COVERED.includes(folder));
    const ownScript = rootPackage.workspaces.filter((folder) => !COVERED.includes(folder));
    expect(filtered.sort()).toEqual(ownScript.map(packageName).sort());
    for (const folder of coveredWorkspaces) expect(filtered).not.toContain(packageName(folder));
  });

  it("a workspace's own typecheck script no longer checks a bench the shared program checks", () => {
    for (const folder of rootPackage.workspaces) {
      const scripts = (JSON.parse(readFileSync(path.join(ROOT_DIR, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
      for (const bench of COVERED.filter((covered) => covered.startsWith('bench/'))) {
        expect(`${folder}: ${scripts.typecheck ?? ''}`).not.toContain(`../${bench}/tsconfig.json`);
      }
    }
  });
});
