import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { passwordForHashing } from '../validation/password-text';

/**
 * scrypt cost (N) of new hashes: 2^17 with r=8, p=1 (current guidance; 128 MiB and a few hundred
 * milliseconds per hash). Each hash stores its own parameters, so older, cheaper hashes still
 * verify and are replaced on the next successful sign-in; the test suite uses a cheaper cost.
 */
export const DEFAULT_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const KEY_LENGTH = 64;
/** scrypt needs 128 * N * r bytes; allow the default cost with room to spare, refuse anything larger. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** Hashes computed at once: each may take 128 MiB, so a burst of sign-ins cannot exhaust memory. */
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(passwordForHashing(password), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: 1 });
  return ['scrypt', cost, BLOCK_SIZE, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time; false for anything that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallel || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(cost), r: Number(blockSize), p: Number(parallel) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash is cheaper than `cost` (or not ours): it is replaced at the next sign-in. */
export function needsRehash(stored: string, cost = DEFAULT_SCRYPT_COST): boolean {
  const [scheme, storedCost, blockSize, parallel] = stored.split('$');
  return scheme !== 'scrypt' || Number(storedCost) < cost || Number(blockSize) !== BLOCK_SIZE || Number(parallel) !== 1;
}

/**
 * A hash of nothing anyone knows, at the given cost: verified against when the username is unknown,
 * so that takes as long as checking a real password.
 */
export const dummyHash = (cost = DEFAULT_SCRYPT_COST) =>
  `scrypt$${cost}$${BLOCK_SIZE}$1$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** The dummy hash at the default cost. */
export const DUMMY_HASH = dummyHash();
