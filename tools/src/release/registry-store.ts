import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppReleases, ReleaseRegistry } from '@console/shared';
import { registryPath } from '../paths';

type MutableRegistry = { schema: 1; updatedAt: string; apps: Record<string, AppReleases> };

const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 60_000;

const emptyRegistry = (): MutableRegistry => ({ schema: 1, updatedAt: new Date(0).toISOString(), apps: {} });

export async function readRegistry(): Promise<ReleaseRegistry> {
  try {
    const parsed = JSON.parse(await readFile(registryPath(), 'utf8')) as ReleaseRegistry;
    if (parsed.schema !== 1 || typeof parsed.apps !== 'object') throw new Error('unknown registry schema');
    return parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw new Error(`Cannot read ${registryPath()}: ${(error as Error).message}`, { cause: error });
  }
}

/** Writes to a temporary file and renames it over the registry: readers never see half a file. */
async function writeRegistryAtomically(registry: ReleaseRegistry): Promise<void> {
  const target = registryPath();
  const temporary = path.join(path.dirname(target), `.registry.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`, { mode: 0o644 });
  await rename(temporary, target);
}

async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${process.pid} ${new Date().toISOString()}\n`);
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockPath).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS) await rm(lockPath, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`Registry is locked by another release (${lockPath}).`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
}

/**
 * Read-modify-write of the registry under an exclusive lock, so two releases at once (of the same
 * or of different apps) both land: the second one reads what the first one wrote.
 */
export async function updateRegistry(
  change: (registry: MutableRegistry) => void | Promise<void>,
): Promise<ReleaseRegistry> {
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
