import type { ValidationError } from 'yup';
import {
  accountPasswordRule,
  isValidUsername,
  loginSchema,
  manageAccountSchema,
  selectCompanySchema,
  USERNAME_FORMAT_MESSAGE,
  usernameRule,
} from './auth-schemas';

/** The first message a schema gives for a value, or null when it is valid. */
function messageOf(validate: () => unknown): string | null {
  try {
    validate();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('usernameRule', () => {
  const check = (value: string) => messageOf(() => usernameRule().validateSync(value));

  it.each(['ani', 'ani.budi', 'ani_budi', 'ani@console.id', 'A1b2c3', 'a'.repeat(50)])('accepts %s', (value) => {
    expect(check(value)).toBeNull();
    expect(isValidUsername(value)).toBe(true);
  });

  it.each([
    ['', 'Username is required.'],
    ['ab', 'Must be at least 3 characters.'],
    ['a'.repeat(51), 'Max 50 characters.'],
    ['1abc', 'Username must start with a letter.'],
    ['_abc', 'Username must start with a letter.'],
    ['ani budi', USERNAME_FORMAT_MESSAGE],
    ['ani-budi', USERNAME_FORMAT_MESSAGE],
    ['ani__budi', USERNAME_FORMAT_MESSAGE],
    ['ani..budi', USERNAME_FORMAT_MESSAGE],
    ['ani<script>', USERNAME_FORMAT_MESSAGE],
  ])('rejects "%s" with "%s"', (value, message) => {
    expect(check(value)).toBe(message);
    expect(isValidUsername(value)).toBe(false);
  });

  it('uses the exact format message of spec 5', () => {
    expect(USERNAME_FORMAT_MESSAGE).toBe('Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)');
  });
});

describe('accountPasswordRule', () => {
  const check = (value: string) => messageOf(() => accountPasswordRule().validateSync(value));

  it('accepts an empty password (it is left out of the update) and 6-50 characters', () => {
    expect(check('')).toBeNull();
    expect(check('secret')).toBeNull();
    expect(check('x'.repeat(50))).toBeNull();
  });

  it('rejects 1-5 and more than 50 characters', () => {
    expect(check('12345')).toBe('Password must be at least 6 characters');
    expect(check('x'.repeat(51))).toBe('Password must not exceed 50 characters');
  });

  it('counts characters as the API does: code points, not UTF-16 units', () => {
    expect(check('😀😀😀')).toBe('Password must be at least 6 characters');
    expect(check('😀😀😀😀😀😀')).toBeNull();
    expect(check('😀'.repeat(51))).toBe('Password must not exceed 50 characters');
  });
});

describe('loginSchema', () => {
  const check = (values: { username: string; password: string }) => messageOf(() => loginSchema.validateSync(values, { abortEarly: false }));

  it('requires the username and the password', () => {
    let errors: string[] = [];
    try {
      loginSchema.validateSync({ username: '', password: '' }, { abortEarly: false });
    } catch (error) {
      errors = (error as ValidationError).errors;
    }
    expect(errors).toEqual(expect.arrayContaining(['Username is required', 'Password is required']));
    expect(() => loginSchema.validateSyncAt('username', { username: '  ' })).toThrow('Username is required');
    expect(() => loginSchema.validateSyncAt('password', { password: '' })).toThrow('Password is required');
  });

  it('needs at least 3 password characters', () => {
    expect(check({ username: 'ani', password: 'ab' })).toBe('Password must be at least 3 characters');
    expect(check({ username: 'ani', password: 'abc' })).toBeNull();
  });
});

describe('selectCompanySchema', () => {
  it('asks for a company', () => {
    expect(messageOf(() => selectCompanySchema.validateSync({ companyId: '' }))).toBe('Please select a company.');
    expect(messageOf(() => selectCompanySchema.validateSync({ companyId: '4' }))).toBeNull();
  });
});

describe('manageAccountSchema', () => {
  it('checks the username and the optional password together', () => {
    expect(messageOf(() => manageAccountSchema.validateSync({ username: 'ani', password: '' }))).toBeNull();
    expect(messageOf(() => manageAccountSchema.validateSync({ username: 'ani..x', password: '' }))).toBe(USERNAME_FORMAT_MESSAGE);
    expect(messageOf(() => manageAccountSchema.validateSync({ username: 'ani', password: '123' }))).toBe(
      'Password must be at least 6 characters',
    );
  });
});
