import { DEFAULT_SCRYPT_COST, DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password';
import { hashToken, newToken, tokenFromHeader } from './tokens';

describe('passwords', () => {
  test('are stored as salted scrypt hashes and verified in constant time', async () => {
    const hash = await hashPassword('staff123', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('staff123');
    expect(await hashPassword('staff123', 1024)).not.toBe(hash);
    expect(await verifyPassword('staff123', hash)).toBe(true);
    expect(await verifyPassword('staff124', hash)).toBe(false);
    expect(await verifyPassword('staff123', 'plain')).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});

describe('the production cost', () => {
  test('new hashes use scrypt N=2^17, r=8, p=1 within the memory limit; cheaper hashes are due for a rehash', async () => {
    expect(DEFAULT_SCRYPT_COST).toBe(131072);
    const hash = await hashPassword('superadmin123');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('superadmin123', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(await hashPassword('superadmin123', 1024))).toBe(true);
    expect(DUMMY_HASH).toMatch(/^scrypt\$131072\$/);
  }, 30_000);
});

describe('tokens', () => {
  test('are 256 random bits, stored as SHA-256, read raw or as Bearer', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenFromHeader(token)).toBe(token);
    expect(tokenFromHeader(`Bearer ${token}`)).toBe(token);
    expect(tokenFromHeader('  ')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});
