import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { isRunning } from './registry-lock';

/** Suffix of the file beside a staging folder that names the publish assembling it. */
export const OWNER_SUFFIX = '.owner.json';

/** The publish that owns a staging folder and the release folder it claimed. */
export interface PublishOwner {
  pid: number;
  host: string;
  startedAt: string;
  app: string;
  /** The claimed version: `<app>/<version>` is empty until the staged release is renamed onto it. */
  version: string;
  /** The staging folder's name (under `.staging/`). */
  staging: string;
}

/** Records that this process assembles `staging` for `<app>/<version>`, so a prune can tell a live publish from a killed one. */
export async function writeOwner(stagingRoot: string, owner: Omit<PublishOwner, 'pid' | 'host'>): Promise<string> {
  const file = path.join(stagingRoot, `${owner.staging}${OWNER_SUFFIX}`);
  await writeFile(file, `${JSON.stringify({ pid: process.pid, host: hostname(), ...owner })}\n`);
  return file;
}

export const removeOwner = (file: string) => rm(file, { force: true });

/** A recorded publish and whether its process is gone (on this machine: its pid no longer runs). */
export interface RecordedPublish {
  file: string;
  owner: PublishOwner;
  /** Its process is gone: what it left can go at once. */
  gone: boolean;
  /** Seconds since the owner file was written. */
  ageMs: number;
}

/** Every publish recorded in `stagingRoot`, live or killed. */
export async function recordedPublishes(stagingRoot: string, now = Date.now()): Promise<RecordedPublish[]> {
  const names = await readdir(stagingRoot).catch(() => [] as string[]);
  const found: RecordedPublish[] = [];
  for (const name of names) {
    if (!name.endsWith(OWNER_SUFFIX)) continue;
    const file = path.join(stagingRoot, name);
    const [text, info] = await Promise.all([readFile(file, 'utf8').catch(() => null), stat(file).catch(() => null)]);
    if (text === null || !info) continue;
    let owner: PublishOwner;
    try {
      owner = JSON.parse(text) as PublishOwner;
    } catch {
      continue;
    }
    found.push({ file, owner, gone: owner.host === hostname() && !isRunning(owner.pid), ageMs: now - info.mtimeMs });
  }
  return found;
}
