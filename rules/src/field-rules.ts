import * as yup from 'yup';
import {
  DOUBLED_SEPARATOR,
  EMAIL,
  FAX_CHARACTERS,
  FILE_ID_CHARACTERS,
  INVALID_CHARACTERS,
  maxCharactersMessage,
  minCharactersMessage,
  NAME_CHARACTERS,
  passwordLength,
  PERMISSION_NAME_CHARACTERS,
  PERMISSION_NAME_MESSAGE,
  requiredMessage,
  STARTS_WITH_LETTER,
  OPERATIONS,
  USERNAME_CHARACTERS,
  USERNAME_FORMAT_MESSAGE,
} from './patterns';

/**
 * yup rules for the fields of spec 5, with its messages (and, where the spec gives no wording,
 * the reference API's): the one rule set, validating the console's forms and the API's request
 * bodies alike (docs/decisions/101-one-rule-set.md). Each returns a fresh schema, so a form may
 * chain more tests onto it. The first failing test's message is the field's.
 */

/** The generic rule: a required text field, `{label} is required.` */
export const requiredText = (label: string) => yup.string().trim().required(requiredMessage(label));

/** A required choice (role, permission, user, company, status, client): `{label} is required.` */
export const requiredSelect = (label: string) =>
  yup
    .mixed<string | number>()
    .nullable()
    .test('required-select', requiredMessage(label), (value) => value !== undefined && value !== null && value !== '');

/** Free text with the name characters and a length range. */
export function plainTextRule(label: string, min: number, max: number, characters = NAME_CHARACTERS) {
  return requiredText(label)
    .min(min, minCharactersMessage(min))
    .max(max, maxCharactersMessage(max))
    .matches(characters, { message: INVALID_CHARACTERS, excludeEmptyString: true });
}

/**
 * Entity names: `{entity} Name is Required`; company group and company names 3-50, other names
 * (role, permission) 2-50; letters, digits, whitespace and `. , # -`.
 */
export function entityNameRule(entity: string, options: { min?: number; characters?: RegExp; charactersMessage?: string } = {}) {
  const min = options.min ?? 2;
  return yup
    .string()
    .trim()
    .required(`${entity} Name is Required`)
    .min(min, minCharactersMessage(min))
    .max(50, maxCharactersMessage(50))
    .matches(options.characters ?? NAME_CHARACTERS, { message: options.charactersMessage ?? INVALID_CHARACTERS, excludeEmptyString: true });
}

export const companyGroupNameRule = () => entityNameRule('Company Group', { min: 3 });
export const companyNameRule = () => entityNameRule('Company', { min: 3 });
export const roleNameRule = () => entityNameRule('Role');
/**
 * Permission names are permission groups (`master_user`): 2-50 letters, digits and `_`, starting
 * with a letter, with the reference API's message (docs/api.md, Permission names).
 */
export const permissionNameRule = () => entityNameRule('Permission', { characters: PERMISSION_NAME_CHARACTERS, charactersMessage: PERMISSION_NAME_MESSAGE });

/** Address: required, 5-100 name characters. */
export const addressRule = (label = 'Address') => plainTextRule(label, 5, 100);
/** PIC (person in charge): required, 3-50 name characters. */
export const picRule = (label = 'PIC') => plainTextRule(label, 3, 50);
/** Nickname: required, 2-50 name characters. */
export const nicknameRule = (label = 'Nickname') => plainTextRule(label, 2, 50);
/** City: required (2-50 name characters, as the API stores it). */
export const cityRule = (label = 'City') => plainTextRule(label, 2, 50);

/** Phone: required, digits only, greater than 0, at least 10 digits (`Min 10 digits.`), at most 15. */
export const phoneRule = (label = 'Phone') =>
  requiredText(label)
    .matches(/^\d+$/, { message: `${label} must contain digits only.`, excludeEmptyString: true })
    .test('positive', `${label} must be greater than 0.`, (value) => !value || !/^\d+$/.test(value) || /[1-9]/.test(value))
    .min(10, 'Min 10 digits.')
    .max(15, 'Max 15 digits.');

/** Fax: required, 6-20 characters of digits, spaces, `( ) + -`. */
export const faxRule = (label = 'Fax') =>
  requiredText(label)
    .min(6, minCharactersMessage(6))
    .max(20, maxCharactersMessage(20))
    .matches(FAX_CHARACTERS, { message: INVALID_CHARACTERS, excludeEmptyString: true });

/** A required reference by numeric id, greater than 0 (company group id and the like). */
export const referenceIdRule = (label: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(requiredMessage(label))
    .required(requiredMessage(label))
    .moreThan(0, `${label} must be greater than 0.`);

export const companyGroupIdRule = () => referenceIdRule('Company Group');

/** A status choice (user, company): required, 1 (active) or 0 (inactive). */
export const statusRule = (label = 'Status') =>
  requiredSelect(label).test('status', `${label} must be 1 (active) or 0 (inactive).`, (value) =>
    value === undefined || value === null || value === '' || Number(value) === 0 || Number(value) === 1,
  );

/** Operations: at least one of read, create, update, delete (`Operation is Required.`). */
export const operationsRule = () =>
  yup
    .array()
    .of(
      yup
        .string()
        .oneOf(OPERATIONS, ({ value }: { value: unknown }) => `Unknown operation: ${String(value).slice(0, 30)}.`)
        .defined(),
    )
    .required('Operation is Required.')
    .min(1, 'Operation is Required.');

/** User ID: required, e-mail format, at most 50, starts with a letter. */
export const userIdRule = () =>
  yup
    .string()
    .trim()
    .required('User ID is required.')
    .matches(EMAIL, { message: 'User ID must be in email format', excludeEmptyString: true })
    .max(50, maxCharactersMessage(50))
    .matches(STARTS_WITH_LETTER, { message: 'User ID must start with a letter.', excludeEmptyString: true });

/**
 * Password of the user form and of a user login: required (`Password is required`, spec 5's
 * wording), 6-50 characters counted as code points of the NFKC form it is compared in
 * (`passwordLength`), taken as sent.
 */
export const userPasswordRule = () =>
  yup
    .string()
    .required('Password is required')
    .test('min', 'Password must be at least 6 characters', (value) => !value || passwordLength(value) >= 6)
    .test('max', 'Password must not exceed 50 characters', (value) => !value || passwordLength(value) <= 50);

/**
 * A username (user form, user login, Manage Account): required, 3-50 characters, starts with a
 * letter, letters, digits, `@ _ .` only, no `__` or `..` (spec 5).
 */
export const usernameRule = () =>
  yup
    .string()
    .required(requiredMessage('Username'))
    .min(3, minCharactersMessage(3))
    .max(50, maxCharactersMessage(50))
    .matches(STARTS_WITH_LETTER, { message: 'Username must start with a letter.', excludeEmptyString: true })
    .test('username-format', USERNAME_FORMAT_MESSAGE, (value) => !value || (USERNAME_CHARACTERS.test(value) && !DOUBLED_SEPARATOR.test(value)));

/** Whether a value passes every check of `usernameRule` (no message needed). */
export const isValidUsername = (value: string) => usernameRule().isValidSync(value);

/**
 * The Manage Account password: optional; when given, 6-50 characters (spec 5, counted as
 * `passwordLength` counts). An empty value is valid and is left out of the update.
 */
export const accountPasswordRule = () =>
  yup
    .string()
    .default('')
    .test('min', 'Password must be at least 6 characters', (value) => !value || passwordLength(value) >= 6)
    .test('max', 'Password must not exceed 50 characters', (value) => !value || passwordLength(value) <= 50);

/** The login password: required, at least 3 characters (spec 5). */
export const loginPasswordRule = () => yup.string().required('Password is required').min(3, 'Password must be at least 3 characters');

/** A company's file id (its logo): optional, at most 50 of letters, digits, `. _ -`. */
export const fileIdRule = () =>
  yup
    .string()
    .max(50, maxCharactersMessage(50))
    .matches(FILE_ID_CHARACTERS, { message: INVALID_CHARACTERS, excludeEmptyString: true });

/** A required reference to a user by user id (assignments): `User is required.`, at most 50. */
export const userReferenceRule = () => requiredText('User').max(50, maxCharactersMessage(50));
