import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppName, isAppName, releasesDir } from '../paths';
import { acquireLock } from './registry-lock';

/** A team's key as kept: only a hash of its secret, never the key itself (decision 142). */
export interface TeamKeyRecord {
  id: string;
  app: AppName;
  /** What it is for, e.g. `mf-master CI`. */
  name: string;
  /** sha256 of the key's secret part, hex. */
  hash: string;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
  revokedBy?: string;
  lastUsedAt?: string;
}

/** A key as listed: everything but its hash. */
export type TeamKeyListing = Omit<TeamKeyRecord, 'hash'>;

/** Where the keys are kept, beside the registry (never served: only `<app>/<version>/...` is). */
export const KEYS_FILE = '.team-keys.json';
const KEY_PREFIX = 'rk';
const ID = /^[a-z0-9]{10}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const NAME_LIMIT = 100;

const keysPath = (dir: string) => path.join(dir, KEYS_FILE);
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const clean = (text: string) => [...text].filter((char) => char >= ' ' && char !== '\u007f').join('').trim().slice(0, NAME_LIMIT);

async function readKeys(dir: string): Promise<TeamKeyRecord[]> {
  try {
    const parsed = JSON.parse(await readFile(keysPath(dir), 'utf8')) as { schema?: number; keys?: TeamKeyRecord[] };
    return parsed.schema === 1 && Array.isArray(parsed.keys) ? parsed.keys : [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`Cannot read the team keys (${KEYS_FILE}): ${(error as Error).message}`, { cause: error });
  }
}

/** Read-modify-write of the keys under their own lock, written atomically and readable by the owner only. */
async function updateKeys<T>(dir: string, change: (keys: TeamKeyRecord[]) => T): Promise<T> {
  await mkdir(dir, { recursive: true });
  const release = await acquireLock(`${keysPath(dir)}.lock`);
  try {
    const keys = await readKeys(dir);
    const result = change(keys);
    const temporary = path.join(dir, `${KEYS_FILE}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify({ schema: 1, keys }, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, keysPath(dir));
    return result;
  } finally {
    await release();
  }
}

const listing = ({ hash: _hash, ...rest }: TeamKeyRecord): TeamKeyListing => rest;

/**
 * Makes a new key that may upload builds of `app` only. The key (`rk.<id>.<secret>`) is returned
 * once and kept only as a hash of its secret: whoever loses it makes a new one.
 */
export async function createTeamKey(app: string, options: { name?: string; by: string }, dir = releasesDir()): Promise<{ key: string; record: TeamKeyListing }> {
  if (!isAppName(app)) throw new Error(`No app named "${app.slice(0, 40)}".`);
  const id = Array.from(randomBytes(10), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
  const secret = randomBytes(32).toString('base64url');
  const record: TeamKeyRecord = {
    id,
    app,
    name: clean(options.name ?? '') || `${app} key`,
    hash: hashOf(secret),
    createdAt: new Date().toISOString(),
    createdBy: clean(options.by) || 'unknown',
  };
  await updateKeys(dir, (keys) => keys.push(record));
  return { key: `${KEY_PREFIX}.${id}.${secret}`, record: listing(record) };
}

/** Every key, newest first, without hashes. */
export async function listTeamKeys(dir = releasesDir()): Promise<TeamKeyListing[]> {
  return (await readKeys(dir)).map(listing).reverse();
}

/** Revokes a key: from now on it is refused (401). Revoking one already revoked changes nothing. */
export async function revokeTeamKey(id: string, options: { by: string }, dir = releasesDir()): Promise<TeamKeyListing> {
  return updateKeys(dir, (keys) => {
    const record = keys.find((key) => key.id === id);
    if (!record) throw new Error(`No key with id "${id.slice(0, 20)}".`);
    if (!record.revokedAt) {
      record.revokedAt = new Date().toISOString();
      record.revokedBy = clean(options.by) || 'unknown';
    }
    return listing(record);
  });
}

export type KeyCheck = { ok: true; key: TeamKeyListing } | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' };

/** Whose key `presented` is, if it is a live one: the hash compared in constant time, the use recorded. */
export async function checkTeamKey(presented: string, dir = releasesDir()): Promise<KeyCheck> {
  const [prefix, id, secret, ...extra] = presented.split('.');
  if (prefix !== KEY_PREFIX || !id || !ID.test(id) || !secret || !SECRET.test(secret) || extra.length > 0) return { ok: false, reason: 'malformed' };
  const record = (await readKeys(dir)).find((key) => key.id === id);
  const expected = Buffer.from(record?.hash ?? hashOf(''), 'hex');
  const matches = timingSafeEqual(Buffer.from(hashOf(secret), 'hex'), expected);
  if (!record || !matches) return { ok: false, reason: 'unknown' };
  if (record.revokedAt) return { ok: false, reason: 'revoked' };
  const used = await updateKeys(dir, (keys) => {
    const current = keys.find((key) => key.id === id);
    if (current) current.lastUsedAt = new Date().toISOString();
    return current;
  });
  return used && !used.revokedAt ? { ok: true, key: listing(used) } : { ok: false, reason: 'revoked' };
}
