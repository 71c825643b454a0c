import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The theme recipe keys (`button`, `dialog`, ...) each Chakra export styles itself with, read from
 * Chakra's own ESM build: the export's file and every component file it imports, transitively
 * (Checkbox draws a Checkmark, so it needs `checkbox` and `checkmark`). The console's theme holds
 * only the recipes of the components in use (shared/src/theme/recipes.ts); this tells which.
 */
export interface ChakraRecipeIndex {
  /** Recipe keys of one export; an empty list for exports that use no recipe (Box, hooks...). */
  keysOf(exportName: string): string[];
  /** Whether Chakra exports this name at all. */
  has(exportName: string): boolean;
}

const RECIPE_KEY = /\bkey:\s*"([A-Za-z]+)"/g;
const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g;

/** Chakra's ESM folder, resolved from the given folder (an app's or the repository's). */
export function chakraEsmDir(fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
}

/** Export name to the file Chakra's index takes it from (`export { A } from`, or a namespace `import * as n from` + `export { n as A }`). */
function exportFiles(esmDir: string): Map<string, string> {
  const index = readFileSync(path.join(esmDir, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const match of index.matchAll(/export\s*\{([^}]+)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) files.set(name, path.join(esmDir, match[2] ?? ''));
    }
  }
  const namespaces = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\*\s*as\s+(\S+)\s+from\s*'(\.[^']+)'/g)) namespaces.set(match[1] ?? '', path.join(esmDir, match[2] ?? ''));
  for (const match of index.matchAll(/export\s*\{\s*(\S+)\s+as\s+(\w+)\s*\}\s*;/g)) {
    const file = namespaces.get(match[1] ?? '');
    if (file && match[2]) files.set(match[2], file);
  }
  return files;
}

export function chakraRecipeIndex(esmDir: string): ChakraRecipeIndex {
  const componentsDir = path.join(esmDir, 'components') + path.sep;
  const files = exportFiles(esmDir);
  const keysOfFile = new Map<string, Set<string>>();

  const collect = (file: string, seen: Set<string>, keys: Set<string>): void => {
    if (seen.has(file) || !file.startsWith(componentsDir)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(RECIPE_KEY)) if (match[1]) keys.add(match[1]);
    for (const match of text.matchAll(RELATIVE_IMPORT)) collect(path.resolve(path.dirname(file), match[1] ?? ''), seen, keys);
  };

  return {
    has: (name) => files.has(name),
    keysOf(name) {
      const file = files.get(name);
      if (!file) return [];
      let keys = keysOfFile.get(file);
      if (!keys) {
        keys = new Set();
        collect(file, new Set(), keys);
        keysOfFile.set(file, keys);
      }
      return [...keys].sort();
    },
  };
}
