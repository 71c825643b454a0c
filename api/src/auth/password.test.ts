import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
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
