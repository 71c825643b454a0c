import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRegistry } from '@console/shared';

/**
 * The page of the shell release `registry` makes active (the registry as this browser gets it, so a
 * canary of the shell reaches its share), or null when no shell release is active or readable.
 */
export async function readActiveShellPage(releasesDir: string, registry: ReleaseRegistry | null): Promise<string | null> {
  const active = registry?.apps.shell?.active;
  if (!active) return null;
  return readFile(path.join(releasesDir, 'shell', active, 'index.html'), 'utf8').catch(() => null);
}
