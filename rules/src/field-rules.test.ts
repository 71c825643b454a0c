import type { Schema } from 'yup';
import {
  addressRule,
  cityRule,
  companyGroupIdRule,
  companyGroupNameRule,
  companyNameRule,
  faxRule,
  nicknameRule,
  operationsRule,
  permissionNameRule,
  phoneRule,
  picRule,
  requiredSelect,
  requiredText,
  roleNameRule,
  statusRule,
  userIdRule,
  userPasswordRule,
} from './field-rules';

/** The first message a rule gives for a value, or null when it passes. */
function messageOf(rule: Schema, value: unknown): string | null {
  try {
    rule.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('name rules (spec 5)', () => {
  it.each([
    [companyGroupNameRule(), '', 'Company Group Name is Required'],
    [companyGroupNameRule(), 'ab', 'Must be at least 3 characters.'],
    [companyGroupNameRule(), 'x'.repeat(51), 'Max 50 characters.'],
    [companyGroupNameRule(), 'Grup <script>', 'Invalid characters used.'],
    [companyGroupNameRule(), 'Grup No. 1, #A-B', null],
    [companyNameRule(), '  ', 'Company Name is Required'],
    [companyNameRule(), 'PT', 'Must be at least 3 characters.'],
    [roleNameRule(), 'A', 'Must be at least 2 characters.'],
    [roleNameRule(), 'QA', null],
    [permissionNameRule(), 'master_company', null],
    [permissionNameRule(), '', 'Permission Name is Required'],
    [permissionNameRule(), 'report_Settlement2', null],
    // The API's rule and message (docs/api.md): a permission group, no spaces, dots or a digit first.
    [permissionNameRule(), 'master user', 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).'],
    [permissionNameRule(), 'master.user', 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).'],
    [permissionNameRule(), '2fa_reset', 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).'],
  ])('%#: %j', (rule, value, message) => {
    expect(messageOf(rule, value)).toBe(message);
  });
});

describe('contact and address rules (spec 5)', () => {
  it.each([
    [phoneRule(), '', 'Phone is required.'],
    [phoneRule(), '08123abc', 'Phone must contain digits only.'],
    [phoneRule(), '0000000000', 'Phone must be greater than 0.'],
    [phoneRule(), '081234567', 'Min 10 digits.'],
    [phoneRule(), '0812345678901234', 'Max 15 digits.'],
    [phoneRule(), '081234567890', null],
    [faxRule(), '', 'Fax is required.'],
    [faxRule(), '12345', 'Must be at least 6 characters.'],
    [faxRule(), '1'.repeat(21), 'Max 20 characters.'],
    [faxRule(), '021-555x', 'Invalid characters used.'],
    [faxRule(), '(021) 555-0102', null],
    [addressRule(), '', 'Address is required.'],
    [addressRule(), 'Jl.', 'Must be at least 5 characters.'],
    [addressRule(), 'a'.repeat(101), 'Max 100 characters.'],
    [addressRule(), 'Jl. Merdeka; DROP', 'Invalid characters used.'],
    [addressRule(), 'Jl. Merdeka No. 1, #2-3', null],
    [picRule(), 'Al', 'Must be at least 3 characters.'],
    [picRule(), '', 'PIC is required.'],
    [nicknameRule(), 'N', 'Must be at least 2 characters.'],
    [nicknameRule(), '', 'Nickname is required.'],
    [cityRule(), '', 'City is required.'],
    [cityRule(), 'Jakarta Selatan', null],
  ])('%#: %j', (rule, value, message) => {
    expect(messageOf(rule, value)).toBe(message);
  });
});

describe('selects, ids and operations (spec 5)', () => {
  it('requires a company group id greater than 0', () => {
    expect(messageOf(companyGroupIdRule(), '')).toBe('Company Group is required.');
    expect(messageOf(companyGroupIdRule(), 0)).toBe('Company Group must be greater than 0.');
    expect(messageOf(companyGroupIdRule(), 3)).toBeNull();
  });

  it('requires status, client, city and the other selects with the generic message', () => {
    expect(messageOf(statusRule(), '')).toBe('Status is required.');
    expect(messageOf(statusRule(), 2)).toBe('Status must be 1 (active) or 0 (inactive).');
    expect(messageOf(statusRule(), 0)).toBeNull();
    for (const label of ['Client', 'Role', 'Permission', 'User', 'Company']) {
      expect(messageOf(requiredSelect(label), undefined)).toBe(`${label} is required.`);
      expect(messageOf(requiredSelect(label), 7)).toBeNull();
    }
    expect(messageOf(requiredText('Nama Kota'), ' ')).toBe('Nama Kota is required.');
  });

  it('requires at least one operation', () => {
    expect(messageOf(operationsRule(), [])).toBe('Operation is Required.');
    expect(messageOf(operationsRule(), undefined)).toBe('Operation is Required.');
    expect(messageOf(operationsRule(), ['read'])).toBeNull();
  });
});

describe('user rules (spec 5)', () => {
  it.each([
    ['', 'User ID is required.'],
    ['not-an-email', 'User ID must be in email format'],
    ['i..j@x.com', 'User ID must be in email format'],
    ['k@-x.com', 'User ID must be in email format'],
    ['first.last@mail.example.co.id', null],
    ['1user@console.id', 'User ID must start with a letter.'],
    [`${'a'.repeat(45)}@x.com`, 'Max 50 characters.'],
    ['staff@console.id', null],
  ])('user id %j', (value, message) => {
    expect(messageOf(userIdRule(), value)).toBe(message);
  });

  it.each([
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters'],
    ['x'.repeat(51), 'Password must not exceed 50 characters'],
    ['secret1', null],
    // Counted as the API counts them: code points of the NFKC form.
    ['😀😀😀', 'Password must be at least 6 characters'],
    ['😀'.repeat(50), null],
    ['      ', null],
  ])('user password %j', (value, message) => {
    expect(messageOf(userPasswordRule(), value)).toBe(message);
  });
});
