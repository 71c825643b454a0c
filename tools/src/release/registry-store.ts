import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { registryPath } from '../paths';
import { acquireLock } from './registry-lock';
import type { RecordedAppReleases, RecordedRegistry } from './release-events';

export type MutableRegistry = { schema: 1; updatedAt: string; apps: Record<string, RecordedAppReleases> };

const emptyRegistry = (): MutableRegistry => ({ schema: 1, updatedAt: new Date(0).toISOString(), apps: {} });

/** Prefix of the temporary files the registry is written through (left behind only by a killed release). */
export const REGISTRY_TEMP_PREFIX = '.registry.';

export async function readRegistry(): Promise<RecordedRegistry> {
  try {
    const parsed = JSON.parse(await readFile(registryPath(), 'utf8')) as MutableRegistry;
    if (parsed.schema !== 1 || typeof parsed.apps !== 'object') throw new Error('unknown registry schema');
    return parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw new Error(`Cannot read ${registryPath()}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Writes to a temporary file, flushes it to disk and renames it over the registry: readers (and a
 * release killed half-way) never see half a file.
 */
async function writeRegistryAtomically(registry: MutableRegistry): Promise<void> {
  const target = registryPath();
  const temporary = path.join(path.dirname(target), `${REGISTRY_TEMP_PREFIX}${randomUUID()}.tmp`);
  const handle = await open(temporary, 'wx', 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(registry, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
}

/**
 * Read-modify-write of the registry under an exclusive lock, so two releases at once (of the same
 * or of different apps) both land: the second one reads what the first one wrote.
 */
export async function updateRegistry(change: (registry: MutableRegistry) => void | Promise<void>): Promise<MutableRegistry> {
  await mkdir(path.dirname(registryPath()), { recursive: true });
  const release = await acquireLock(`${registryPath()}.lock`);
  try {
    const registry = structuredClone(await readRegistry()) as MutableRegistry;
    await change(registry);
    registry.updatedAt = new Date().toISOString();
    await writeRegistryAtomically(registry);
    return registry;
  } finally {
    await release();
  }
}
