import { PERMISSION_GROUPS } from '../auth/permission-groups';
import {
  cityRule,
  type FieldRule,
  faxRule,
  nameRule,
  normaliseCity,
  operationsRule,
  parseOperations,
  passwordRule,
  PERMISSION_NAME_MESSAGE,
  permissionNameRule,
  phoneRule,
  ruleMessage,
  userIdRule,
  usernameRule,
} from './rules';

/** The first message of a rule for a value, or null. */
const check = (rule: FieldRule, value: string) => ruleMessage(rule, value);

describe('spec 5 rules', () => {
  test('company group name: 3-50, letters digits whitespace . , # -', () => {
    const rule = nameRule('Company Group');
    expect(rule.required).toBe('Company Group Name is Required');
    expect(check(rule, 'Nusantara Group, No. 1 - #A')).toBeNull();
    expect(check(rule, 'AB')).toBe('Must be at least 3 characters.');
    expect(check(rule, 'A'.repeat(51))).toBe('Max 50 characters.');
    expect(check(rule, 'Group & Co')).toBe('Invalid characters used.');
    expect(check(rule, 'Group <b>')).toBe('Invalid characters used.');
  });

  test('permission name: a permission group, 2-50 letters, digits and _, starting with a letter', () => {
    const rule = permissionNameRule();
    expect(rule.required).toBe('Permission Name is Required');
    // Every group of spec 6 (the demo data's names) stays valid.
    for (const group of PERMISSION_GROUPS) expect(check(rule, group)).toBeNull();
    expect(check(rule, 'report_Settlement2')).toBeNull();
    expect(check(rule, 'r')).toBe('Must be at least 2 characters.');
    expect(check(rule, 'r'.repeat(51))).toBe('Max 50 characters.');
    for (const name of ['master user', 'master.user', 'master-user', 'master,user', '#master', '_master', '2fa_reset']) {
      expect(check(rule, name)).toBe(PERMISSION_NAME_MESSAGE);
    }
    expect(PERMISSION_NAME_MESSAGE).toBe('Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).');
  });

  test('phone: digits, above zero, 10-15 digits', () => {
    const rule = phoneRule('Phone');
    expect(check(rule, '081234567890')).toBeNull();
    expect(check(rule, '08123')).toBe('Min 10 digits.');
    expect(check(rule, '0812345678901234')).toBe('Max 15 digits.');
    expect(check(rule, '0812-345-678')).toBe('Phone must contain digits only.');
    expect(check(rule, '0000000000')).toBe('Phone must be greater than 0.');
  });

  test('fax: 6-20 of digits, spaces, ( ) + -', () => {
    expect(check(faxRule(), '(021) 555-0102')).toBeNull();
    expect(check(faxRule(), '+62 21 555')).toBeNull();
    expect(check(faxRule(), '12345')).toBe('Must be at least 6 characters.');
    expect(check(faxRule(), '021 555 x')).toBe('Invalid characters used.');
  });

  test('user id: email format, max 50, starts with a letter', () => {
    expect(check(userIdRule(), 'staff@console.id')).toBeNull();
    expect(check(userIdRule(), 'staff')).toBe('User ID must be in email format');
    expect(check(userIdRule(), `${'a'.repeat(40)}@example.com`)).toBe('Max 50 characters.');
    expect(check(userIdRule(), '9staff@console.id')).toBe('User ID must start with a letter.');
  });

  test.each([
    ['i..j@x.com', 'two dots in a row'],
    ['.ij@x.com', 'a dot first'],
    ['ij.@x.com', 'a dot before the @'],
    ['k@-x.com', 'a domain label starting with a hyphen'],
    ['k@x-.com', 'a domain label ending with a hyphen'],
    ['k@x..com', 'an empty domain label'],
    ['k@x.c', 'a one-letter top-level domain'],
    ['k@x.c0m', 'a top-level domain with a digit'],
  ])('user id %j is not an e-mail address (%s)', (value) => {
    expect(check(userIdRule(), value)).toBe('User ID must be in email format');
  });

  test.each(['siti.rahma@console.id', 'first.last+tag@mail.example.co.id', 'a_b-c%d@x-y.com', 'k@1x.io'])('user id %j is an e-mail address', (value) => {
    expect(check(userIdRule(), value)).toBeNull();
  });

  test('username: 3-50, starts with a letter, letters digits @ _ ., no __ or ..', () => {
    const format = 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)';
    expect(check(usernameRule(), 'staff.one@x_y')).toBeNull();
    expect(check(usernameRule(), 'ab')).toBe('Must be at least 3 characters.');
    expect(check(usernameRule(), '_staff')).toBe('Username must start with a letter.');
    expect(check(usernameRule(), 'sta__ff')).toBe(format);
    expect(check(usernameRule(), 'sta..ff')).toBe(format);
    expect(check(usernameRule(), 'sta ff')).toBe(format);
  });

  test('password: 6-50', () => {
    expect(check(passwordRule(), '12345')).toBe('Password must be at least 6 characters');
    expect(check(passwordRule(), 'x'.repeat(51))).toBe('Password must not exceed 50 characters');
    expect(check(passwordRule(), 'secret')).toBeNull();
  });

  test('city is normalised: trimmed, spaces collapsed, Title Case', () => {
    expect(normaliseCity('  jakarta   SELATAN ')).toBe('Jakarta Selatan');
    expect(cityRule().normalise?.('bandung')).toBe('Bandung');
  });

  test('operations: a JSON-encoded non-empty list of read / create / update / delete, stored in canonical order', () => {
    expect(parseOperations('["delete","read","read"]')).toEqual(['read', 'delete']);
    expect(parseOperations('[]')).toBe('Operation is Required.');
    expect(parseOperations('["read","admin"]')).toBe('Unknown operation: admin.');
    expect(parseOperations('{"read":true}')).toBe('Operations must be a JSON-encoded list such as ["read","create"].');
    expect(operationsRule('Operations').normalise?.('["update","create"]')).toBe('["create","update"]');
  });
});
