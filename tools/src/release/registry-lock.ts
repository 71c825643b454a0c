import { randomUUID } from 'node:crypto';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';

const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 60_000;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

const parseOwner = (text: string): LockOwner | null => {
  const [pid, host, token] = text.trim().split(' ');
  return pid && host && token && /^\d+$/.test(pid) ? { pid: Number(pid), host, token } : null;
};

/** Whether a process of this machine is still running (a permission error means it is, as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a release that was killed: its process on this machine is gone, or it is older
 * than any release takes. A lock whose owner cannot be read is judged by age only.
 */
async function isAbandoned(lockPath: string, text: string): Promise<boolean> {
  const info = await stat(lockPath).catch(() => null);
  if (!info) return false;
  if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
  const owner = parseOwner(text);
  return owner !== null && owner.host === hostname() && !isRunning(owner.pid);
}

/** The registry lock's holder, and whether it is abandoned (its process gone, or older than any release takes); null when unlocked. */
export async function lockHolder(lockPath: string): Promise<{ pid: number | null; host: string | null; abandoned: boolean } | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => null);
  if (text === null) return null;
  const owner = parseOwner(text);
  return { pid: owner?.pid ?? null, host: owner?.host ?? null, abandoned: await isAbandoned(lockPath, text) };
}

/** Removes an abandoned lock, unless another release has replaced it since it was judged. */
async function removeAbandoned(lockPath: string): Promise<boolean> {
  const text = await readFile(lockPath, 'utf8').catch(() => null);
  if (text === null || !(await isAbandoned(lockPath, text))) return false;
  if ((await readFile(lockPath, 'utf8').catch(() => null)) !== text) return false;
  await rm(lockPath, { force: true });
  return true;
}

/**
 * Takes the registry's exclusive lock (`open(..., 'wx')`), waiting for another release to finish.
 * Returns the release function, which removes the lock only if it is still this holder's.
 */
export async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  const started = Date.now();
  const token = randomUUID();
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${process.pid} ${hostname()} ${token} ${new Date().toISOString()}\n`);
      await handle.close();
      return async () => {
        const owner = parseOwner(await readFile(lockPath, 'utf8').catch(() => ''));
        if (owner?.token === token) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await removeAbandoned(lockPath)) continue;
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`Registry is locked by another release (${lockPath}).`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
}
