import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type ExportsField = string | null | { [condition: string]: ExportsField } | ExportsField[];

/** Conditions a browser build resolves with, in the order rspack's `target: 'web'` tries them. */
const BROWSER_CONDITIONS = ['browser', 'import', 'module', 'default'];

function pick(field: ExportsField): string | undefined {
  if (typeof field === 'string') return field;
  if (!field) return undefined;
  if (Array.isArray(field)) return field.map(pick).find(Boolean);
  for (const [condition, value] of Object.entries(field)) {
    if (condition === 'types') continue;
    if (BROWSER_CONDITIONS.includes(condition)) {
      const found = pick(value);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The absolute path of the module a browser build gets for a bare package specifier (`react-router`,
 * `@chakra-ui/react`), resolved from `fromDir` through the package's `exports` (browser/import
 * conditions) or its `module` / `main` field.
 */
export function browserEntryOf(specifier: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const segments = specifier.split('/');
  const packageName = specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
  const subpath = `.${specifier.slice(packageName?.length ?? 0)}`;
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: ExportsField | Record<string, ExportsField>; module?: string; main?: string };
  let relative: string | undefined;
  if (manifest.exports && typeof manifest.exports === 'object' && !Array.isArray(manifest.exports)) {
    const exportsMap = manifest.exports as Record<string, ExportsField>;
    const hasSubpaths = Object.keys(exportsMap).some((key) => key.startsWith('.'));
    relative = pick(hasSubpaths ? (exportsMap[subpath] ?? null) : subpath === '.' ? exportsMap : null);
  } else if (typeof manifest.exports === 'string' && subpath === '.') {
    relative = manifest.exports;
  }
  relative ??= subpath === '.' ? (manifest.module ?? manifest.main ?? 'index.js') : subpath;
  return path.join(path.dirname(manifestPath), relative);
}
