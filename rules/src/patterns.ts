/** Letters, digits, whitespace and `. , # -`: names, addresses, PIC, nickname, city (spec 5). */
export const NAME_CHARACTERS = /^[A-Za-z0-9\s.,#-]+$/;
/**
 * Permission names are permission groups (`master_company`), the first half of every `group.action`:
 * letters, digits and `_`, starting with a letter (the reference API's rule, docs/api.md).
 */
export const PERMISSION_NAME_CHARACTERS = /^[A-Za-z][A-Za-z0-9_]*$/;
/** What a permission name with other characters is told, word for word as the API says it. */
export const PERMISSION_NAME_MESSAGE = 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).';
/** Fax numbers: digits, spaces, parentheses, `+` and `-`. */
export const FAX_CHARACTERS = /^[0-9 ()+-]+$/;
/**
 * The e-mail shape the API accepts for user ids: dots of the local part only between characters,
 * domain labels of letters, digits and inner hyphens, a top-level domain of letters.
 */
export const EMAIL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const STARTS_WITH_LETTER = /^[A-Za-z]/;

/**
 * A password's length as the API counts it: code points of its NFKC form, the form it is compared
 * in (`😀😀😀` is 3 characters, `ａｂｃ` is `abc`). The API takes the password as sent otherwise.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _codePoint of password.normalize('NFKC')) count += 1;
  return count;
}

/** The generic required message: `{label} is required.` (spec 5). */
export const requiredMessage = (label: string) => `${label} is required.`;
export const minCharactersMessage = (min: number) => `Must be at least ${min} characters.`;
export const maxCharactersMessage = (max: number) => `Max ${max} characters.`;
export const INVALID_CHARACTERS = 'Invalid characters used.';
/** The duplicate message: `{field} has already been used`. */
export const alreadyUsedMessage = (field: string) => `${field} has already been used`;

/** The username format message of spec 5, word for word. */
export const USERNAME_FORMAT_MESSAGE = 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)';
/** Username characters: letters, digits, `@ _ .` (no `__` or `..`: `DOUBLED_SEPARATOR`). */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9@_.]+$/;
export const DOUBLED_SEPARATOR = /__|\.\./;
/** File ids (a company's logo): letters, digits, `. _ -`. */
export const FILE_ID_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/** The operations a permission grants (spec 6), in their canonical order: the one list API and console use. */
export const OPERATIONS = ['read', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];
