import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserEntryOf } from './package-entry';

/**
 * Writes the module the shell provides for a tree-shaken shared library: a re-export of exactly
 * the listed exports from the library's own browser entry (by absolute path, so the federation
 * plugin does not take the request for the shared one). Returns its path, for `shared[lib].import`.
 */
export function writeCuratedModule(library: string, exportNames: readonly string[], appDir: string): string {
  const entry = browserEntryOf(library, appDir);
  const folder = path.join(appDir, 'node_modules', '.cache', 'console-shared-exports');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${library.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}.js`);
  const names = [...exportNames].sort();
  const text = `// Generated at build time from SHARED_EXPORTS in @console/shared/federation: the exports of ${library} the console provides.\nexport { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== text) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }
  return file;
}
