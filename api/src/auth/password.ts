import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { passwordForHashing } from '../validation/password-text';
import { type CheckTicket, PasswordCheckSlots } from './password-slots';

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

/**
 * The process's password-check slots: every hash and verification takes one, so a burst cannot
 * take more than two cores and 256 MiB (sign-ins wait in line by priority, password-slots.ts).
 */
export const passwordSlots = new PasswordCheckSlots();

function derive(password: string, salt: Buffer, options: ScryptOptions, ticket?: CheckTicket): Promise<Buffer> {
  // Work of a signed-in user (setting a password) waits with the returning users and is never turned away.
  const place = ticket ?? (passwordSlots.admit('returning', { bounded: false }) as CheckTicket);
  return place.run(
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

/**
 * Compares in constant time; false for anything that is not a hash of ours. A sign-in passes the
 * place in line it was admitted with (`ticket`); without one the check waits as signed-in work.
 */
export async function verifyPassword(password: string, stored: string, ticket?: CheckTicket): Promise<boolean> {
  const [scheme, cost, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallel || !salt || !hash) {
    ticket?.cancel();
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(cost), r: Number(blockSize), p: Number(parallel) }, ticket);
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
