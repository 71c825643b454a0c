import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRegistry } from '@console/shared';

/** The page of the shell's active release, or null when no shell release is active. */
export async function readActiveShellPage(releasesDir: string): Promise<string | null> {
  let registry: ReleaseRegistry;
  try {
    registry = JSON.parse(await readFile(path.join(releasesDir, 'registry.json'), 'utf8')) as ReleaseRegistry;
  } catch {
    return null;
  }
  const active = registry.apps.shell?.active;
  if (!active) return null;
  return readFile(path.join(releasesDir, 'shell', active, 'index.html'), 'utf8').catch(() => null);
}
