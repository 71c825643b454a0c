/**
 * One rule set (decision 101): every field rule of spec 5, walked with valid, boundary and invalid
 * values through both sides, the API's request-body reading (`readBody`, with what it does before
 * the rule: tidying, reading numbers) and the console's form validation (formik's yup path, as the
 * forms run it), must give the same verdict and the same message.
 */
import {
  accountPasswordRule,
  addressRule,
  cityRule as formCity,
  companyGroupIdRule,
  companyGroupNameRule,
  companyNameRule,
  faxRule as formFax,
  fileIdRule as formFileId,
  nicknameRule,
  permissionNameRule as formPermissionName,
  phoneRule as formPhone,
  picRule,
  referenceIdRule,
  roleNameRule,
  statusRule as formStatus,
  userIdRule as formUserId,
  usernameRule as formUsername,
  userPasswordRule,
  userReferenceRule as formUserReference,
  operationsRule as formOperations,
} from '@console/rules';
import { validateYupSchema, yupToFormErrors } from 'formik';
import * as yup from 'yup';
import { HttpError, ValidationError } from '../http/http-error';
import { readBody } from './read-body';
import {
  cityRule,
  faxRule,
  type FieldRule,
  fileIdRule,
  nameRule,
  operationsRule,
  passwordRule,
  permissionNameRule,
  phoneRule,
  plainTextRule,
  referenceRule,
  statusRule,
  userIdRule,
  usernameRule,
  userReferenceRule,
} from './rules';

/** The form's message for a value: formik validating `{ field: value }` with the field's schema. */
async function formMessage(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await validateYupSchema({ field: value }, yup.object({ field: schema }));
    return null;
  } catch (error) {
    const { field } = yupToFormErrors<{ field: unknown }>(error);
    // A list's message sits at the failing item's place (`[undefined, 'Unknown operation: x.']`).
    return typeof field === 'string' ? field : (([field].flat(2).find((message) => typeof message === 'string') as string | undefined) ?? null);
  }
}

/** The API's message for a value sent in a create body, or null when it is taken. */
function apiMessage(rule: FieldRule, value: unknown): string | null {
  try {
    readBody({ field: value }, { field: rule }, { mode: 'create' });
    return null;
  } catch (error) {
    if (error instanceof HttpError && error instanceof ValidationError) return error.errors[0]?.message ?? error.message;
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

interface RuleCase {
  name: string;
  api: FieldRule;
  form: yup.AnySchema;
  /** Values as the form holds them (the API gets the same, as JSON). */
  valid: unknown[];
  boundary: unknown[];
  invalid: unknown[];
  /** How the form holds a value the API gets otherwise (the operations: a list in the form, its JSON in the body). */
  toApi?: (value: unknown) => unknown;
}

const long = (length: number, char = 'a') => char.repeat(length);

const CASES: RuleCase[] = [
  { name: 'company group name', api: nameRule('Company Group'), form: companyGroupNameRule(), valid: ['Nusantara Group, No. 1 - #A'], boundary: ['abc', long(50), 'ab', long(51)], invalid: ['', 'Group & Co', 'Group <b>'] },
  { name: 'company name', api: nameRule('Company'), form: companyNameRule(), valid: ['PT Maju'], boundary: ['abc', long(50), 'ab', long(51)], invalid: ['', 'Maju!'] },
  { name: 'role name', api: nameRule('Role'), form: roleNameRule(), valid: ['Auditor'], boundary: ['ab', long(50), 'a', long(51)], invalid: ['', 'role/admin'] },
  { name: 'permission name', api: permissionNameRule(), form: formPermissionName(), valid: ['master_user', 'report2'], boundary: ['ab', long(50), 'a', long(51)], invalid: ['', 'master user', '_master', '2fa', 'master.user'] },
  { name: 'address', api: plainTextRule('Address', 5, 100), form: addressRule(), valid: ['Jl. Sudirman No. 1, #5'], boundary: [long(5), long(100), long(4), long(101)], invalid: ['', 'Jl. Sudirman; 1'] },
  { name: 'PIC', api: plainTextRule('PIC', 3, 50), form: picRule(), valid: ['Budi S.'], boundary: ['abc', long(50), 'ab', long(51)], invalid: ['', 'Budi@'] },
  { name: 'nickname', api: plainTextRule('Nickname', 2, 50), form: nicknameRule(), valid: ['Nusa'], boundary: ['ab', long(50), 'a', long(51)], invalid: ['', 'N*'] },
  { name: 'city', api: cityRule(), form: formCity(), valid: ['jakarta selatan'], boundary: ['ab', long(50), 'a', long(51)], invalid: ['', 'Jakarta!'] },
  { name: 'phone', api: phoneRule('Phone'), form: formPhone(), valid: ['081234567890'], boundary: ['0812345678', '081234567890123', '081234567', '0812345678901234'], invalid: ['', '0812-345-678', '0000000000', 'phone'] },
  { name: 'PIC phone', api: phoneRule('PIC Phone'), form: formPhone('PIC Phone'), valid: ['6281234567890'], boundary: ['0812345678', '081234567'], invalid: ['', '+62812345678', '00000000000'] },
  { name: 'fax', api: faxRule(), form: formFax(), valid: ['(021) 555-1234', '+62 21 5551234'], boundary: ['123456', long(20, '1'), '12345', long(21, '1')], invalid: ['', '021/5551234', 'fax'] },
  { name: 'user id', api: userIdRule(), form: formUserId(), valid: ['staff@console.id', 'a.b+c@mail.co.id'], boundary: [`a${long(39)}@console.id`, `a${long(40)}@console.id`], invalid: ['', 'staff', '1staff@console.id', 'staff..one@console.id', 'staff@-console.id', 'staff@console'] },
  { name: 'username', api: usernameRule(), form: formUsername(), valid: ['staff.one@x_y', 'admin'], boundary: ['abc', `a${long(49)}`, 'ab', `a${long(50)}`], invalid: ['', '_staff', '1staff', 'sta__ff', 'sta..ff', 'sta ff', 'staff!'] },
  { name: 'user password', api: passwordRule(), form: userPasswordRule(), valid: ['secret', 'pass word 123'], boundary: ['123456', long(50, 'x'), '12345', long(51, 'x'), '😀😀😀😀😀😀', 'ａｂｃｄｅ'], invalid: [''] },
  { name: 'account password (optional)', api: passwordRule(false), form: accountPasswordRule(), valid: ['', 'secret'], boundary: ['123456', long(50, 'x'), '12345', long(51, 'x')], invalid: [] },
  { name: 'status', api: statusRule('Status'), form: formStatus(), valid: [1, 0, '1', '0'], boundary: [2, -1], invalid: ['', null] },
  { name: 'company group id', api: referenceRule('Company Group'), form: companyGroupIdRule(), valid: [1, 42, '7'], boundary: [0, -1], invalid: ['', null] },
  { name: 'client', api: referenceRule('Client'), form: referenceIdRule('Client'), valid: [3], boundary: [0], invalid: ['', null] },
  { name: 'file id (optional)', api: fileIdRule(), form: formFileId(), valid: ['', 'logo_1.png', 'a-b.c'], boundary: [long(50), long(51)], invalid: ['logo 1.png', 'logo/1'] },
  { name: 'user reference', api: userReferenceRule(), form: formUserReference(), valid: ['staff@console.id'], boundary: [long(50), long(51)], invalid: [''] },
  {
    name: 'operations',
    api: operationsRule('Operations'),
    form: formOperations(),
    toApi: (value) => JSON.stringify(value),
    valid: [['read'], ['delete', 'read', 'update', 'create']],
    boundary: [[]],
    invalid: [['read', 'approve'], ['write']],
  },
];

describe('the rules of spec 5 give the same verdict and message in the API and in the forms', () => {
  for (const rule of CASES) {
    it(rule.name, async () => {
      const values = [...rule.valid, ...rule.boundary, ...rule.invalid];
      const seen = await Promise.all(
        values.map(async (value) => ({ value, form: await formMessage(rule.form, value), api: apiMessage(rule.api, rule.toApi ? rule.toApi(value) : value) })),
      );
      for (const { value, form, api } of seen) expect({ value, message: api }).toEqual({ value, message: form });
      // The walk means something: every valid value passes, every invalid one fails, on both sides.
      for (const value of rule.valid) expect(seen.find((entry) => entry.value === value)?.form).toBeNull();
      for (const value of rule.invalid) expect(seen.find((entry) => entry.value === value)?.form).not.toBeNull();
    });
  }

  it("keeps the spec's words where the two sides used to differ", async () => {
    expect(apiMessage(passwordRule(), '')).toBe('Password is required');
    expect(await formMessage(userPasswordRule(), '')).toBe('Password is required');
    expect(apiMessage(statusRule('Status'), 2)).toBe('Status must be 1 (active) or 0 (inactive).');
    expect(await formMessage(formStatus(), 2)).toBe('Status must be 1 (active) or 0 (inactive).');
  });
});
