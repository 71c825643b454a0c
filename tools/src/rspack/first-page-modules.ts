import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { scanImports, type ImportUsage } from './scan-imports';

const SHARED_ENTRIES = ['@console/shared', '@console/shared/core', '@console/shared/forms'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The runtime (not type-only) module specifiers a file imports statically (`import()` is left out: it loads later). */
function staticImports(file: string, text: string): { specifier: string; names: string[] }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; names: string[] }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) : [];
      found.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) : [];
      found.push({ specifier: statement.moduleSpecifier.text, names });
    }
  }
  return found;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** Each public name of `@console/shared` to the file that declares it (the entries list every name, decision 112). */
function sharedNameFiles(sharedSrc: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of ['core.ts', 'forms.ts']) {
    const file = path.join(sharedSrc, entry);
    for (const { specifier, names } of staticImports(file, readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
      if (target) for (const name of names) files.set(name, target);
    }
  }
  return files;
}

/** `@scope/name` or `name` of a bare specifier (`@chakra-ui/react/theme` -> `@chakra-ui/react`). */
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The source files the login page runs, and what they import from the watched libraries: every
 * file reachable from the shell's `entries` through static imports (an `import()` loads later,
 * after the page shows), a name taken from `@console/shared` followed to the file that declares it.
 * Whole files count (a file imported for one name brings every import of it), so the answer never
 * misses what the page may draw. `packages`: every package those files import statically.
 */
export function firstPageImports(root: string, entries: readonly string[], libraries: readonly string[]): { files: string[]; usage: ImportUsage; packages: string[] } {
  const sharedFiles = sharedNameFiles(path.join(root, 'shared', 'src'));
  const usage: ImportUsage = new Map();
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    scanImports(file, text, libraries, usage);
    for (const { specifier, names } of staticImports(file, text)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
      } else if (SHARED_ENTRIES.includes(specifier)) {
        for (const name of names) {
          const target = sharedFiles.get(name);
          if (target) queue.push(target);
        }
      } else {
        packages.add(packageName(specifier));
      }
    }
  }
  return { files: [...seen].map((file) => path.relative(root, file)).sort(), usage, packages: [...packages].sort() };
}
