import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The page of shell release `version` (the one this browser runs: a canary of the shell reaches
 * its share), or null when there is none or it cannot be read.
 */
export async function readActiveShellPage(releasesDir: string, version: string | null): Promise<string | null> {
  if (!version || /[\\/]/.test(version) || version.startsWith('.')) return null;
  return readFile(path.join(releasesDir, 'shell', version, 'index.html'), 'utf8').catch(() => null);
}
