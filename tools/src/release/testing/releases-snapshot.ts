import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../hash-directory';
import { JOURNAL_FILE } from '../release-journal';

/**
 * Everything a release command could change: the registry's bytes and every file (and empty
 * folder) under the releases folder with its size. Two equal snapshots: nothing changed. The
 * journal of refused actions is left out: a refusal is recorded there for the audit trail
 * (decision 141), which is the one thing a refused command writes.
 */
export async function releasesSnapshot(releasesDir: string): Promise<{ registry: string | null; files: string[] }> {
  const registry = await readFile(path.join(releasesDir, 'registry.json'), 'utf8').catch(() => null);
  const files: string[] = [];
  for (const file of await listFiles(releasesDir).catch(() => [] as string[])) {
    if (file === JOURNAL_FILE) continue;
    const info = await stat(path.join(releasesDir, file));
    files.push(`${file} ${info.size}`);
  }
  const folders = await readdir(releasesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of folders) if (entry.isDirectory()) files.push(`${path.relative(releasesDir, path.join(entry.parentPath, entry.name))}/`);
  return { registry, files: files.sort() };
}

/** An app's registry entry as written, to compare byte for byte. */
export async function appEntryJson(releasesDir: string, app: string): Promise<string> {
  const registry = JSON.parse(await readFile(path.join(releasesDir, 'registry.json'), 'utf8')) as { apps: Record<string, unknown> };
  return JSON.stringify(registry.apps[app] ?? null);
}
