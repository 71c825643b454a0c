/**
 * Field rules of spec section 5, with its messages. A rule checks one body value; the first
 * failing check is that field's message.
 */
import { passwordLength } from './password-text';

type Check<Value> = (value: Value) => string | null;

export interface TextRule {
  kind: 'text';
  label: string;
  /** The message when missing; null for an optional field. */
  required: string | null;
  /** Also take a JSON number (phone inputs may send one) and read it as its digits. */
  acceptsNumber?: boolean;
  checks: Check<string>[];
  /** Applied after the checks pass, before saving (the city's Title Case). */
  normalise?: (value: string) => string;
  /** Taken exactly as sent, never tidied (passwords). */
  verbatim?: boolean;
}

export interface IntegerRule {
  kind: 'integer';
  label: string;
  required: string | null;
  checks: Check<number>[];
}

export type FieldRule = TextRule | IntegerRule;

/**
 * Control, format (invisible: BOM, zero-width, bidirectional overrides, soft hyphen), private-use
 * and unassigned characters; whitespace controls (tab, newline) are collapsed instead.
 */
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;

/**
 * Tidies text before it is checked and stored: NFC, every whitespace run (tabs, newlines, no-break
 * spaces) one space, trimmed. Returns null when it holds an invisible or control character, which
 * is refused rather than silently dropped.
 */
export function tidyText(value: string): string | null {
  const normalised = value.normalize('NFC');
  if (INVISIBLE.test(normalised)) return null;
  return normalised.replace(/\s+/g, ' ').trim();
}

/** Letters, digits, whitespace and `. , # -`: names, addresses, PIC, nickname, city. */
const NAME_CHARACTERS = /^[A-Za-z0-9\s.,#-]+$/;
/**
 * A permission name is a permission group (`master_company`): the key of the status call's access
 * map and the first half of every `group.action` the console checks. Letters, digits and `_`,
 * starting with a letter: every group of spec 6 and of the demo data, and nothing that could be
 * read as the `.` of `group.action` (docs/api.md, Permission names). The console's form says the same.
 */
const PERMISSION_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
export const PERMISSION_NAME_MESSAGE = 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).';
/**
 * An e-mail address as people and mail servers use one (RFC 5321 dot-atom and host name): the
 * local part's dots only between characters (no `i..j@`, no leading or trailing dot), domain
 * labels of letters, digits and inner hyphens (no `@-x.com`), and a top-level domain of letters.
 */
const EMAIL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const USERNAME_CHARACTERS = /^[A-Za-z0-9@_.]+$/;
export const USERNAME_FORMAT_MESSAGE = 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)';
export const OPERATIONS = ['read', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

const minLength = (min: number, message = `Must be at least ${min} characters.`): Check<string> => (value) =>
  value.length < min ? message : null;
const maxLength = (max: number, message = `Max ${max} characters.`): Check<string> => (value) =>
  value.length > max ? message : null;
const matches = (pattern: RegExp, message: string): Check<string> => (value) => (pattern.test(value) ? null : message);
const startsWithLetter = (message: string): Check<string> => matches(/^[A-Za-z]/, message);

/** Company group and company names: 3-50; other names (role, permission): 2-50. */
export function nameRule(label: string, requiredMessage: string, min: number, characters = NAME_CHARACTERS): TextRule {
  return {
    kind: 'text',
    label,
    required: requiredMessage,
    checks: [minLength(min), maxLength(50), matches(characters, 'Invalid characters used.')],
  };
}

/** Permission names (permission groups): 2-50, letters, digits and `_`, starting with a letter. */
export const permissionNameRule = (): TextRule => ({
  kind: 'text',
  label: 'Permission Name',
  required: 'Permission Name is Required',
  checks: [minLength(2), maxLength(50), matches(PERMISSION_NAME, PERMISSION_NAME_MESSAGE)],
});

/** Free text with the name characters and a length range (address 5-100, PIC 3-50, nickname 2-50). */
export function plainTextRule(label: string, min: number, max: number): TextRule {
  return {
    kind: 'text',
    label,
    required: `${label} is required.`,
    checks: [minLength(min), maxLength(max), matches(NAME_CHARACTERS, 'Invalid characters used.')],
  };
}

/** Phone numbers: digits only, above zero, 10 to 15 digits. */
export function phoneRule(label: string): TextRule {
  return {
    kind: 'text',
    label,
    required: `${label} is required.`,
    acceptsNumber: true,
    checks: [
      matches(/^\d+$/, `${label} must contain digits only.`),
      matches(/[1-9]/, `${label} must be greater than 0.`),
      minLength(10, 'Min 10 digits.'),
      maxLength(15, 'Max 15 digits.'),
    ],
  };
}

export function faxRule(): TextRule {
  return {
    kind: 'text',
    label: 'Fax',
    required: 'Fax is required.',
    acceptsNumber: true,
    checks: [minLength(6), maxLength(20), matches(/^[0-9 ()+-]+$/, 'Invalid characters used.')],
  };
}

/** Trim, collapse inner whitespace, Title Case: `  jakarta   SELATAN ` -> `Jakarta Selatan`. */
export const normaliseCity = (city: string) =>
  city
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

export const cityRule = (): TextRule => ({ ...plainTextRule('City', 2, 50), normalise: normaliseCity });

/** 1 (active) or 0 (inactive). */
export function statusRule(label: string): IntegerRule {
  return {
    kind: 'integer',
    label,
    required: `${label} is required.`,
    checks: [(value) => (value === 0 || value === 1 ? null : `${label} must be 1 (active) or 0 (inactive).`)],
  };
}

/** A required reference to another record by its numeric id. */
export function referenceRule(label: string): IntegerRule {
  return { kind: 'integer', label, required: `${label} is required.`, checks: [(value) => (value > 0 ? null : `${label} must be greater than 0.`)] };
}

export const userIdRule = (): TextRule => ({
  kind: 'text',
  label: 'User ID',
  required: 'User ID is required.',
  checks: [matches(EMAIL, 'User ID must be in email format'), maxLength(50), startsWithLetter('User ID must start with a letter.')],
});

export const usernameRule = (): TextRule => ({
  kind: 'text',
  label: 'Username',
  required: 'Username is required.',
  checks: [
    minLength(3),
    maxLength(50),
    startsWithLetter('Username must start with a letter.'),
    (value) => (USERNAME_CHARACTERS.test(value) && !/__|\.\./.test(value) ? null : USERNAME_FORMAT_MESSAGE),
  ],
});

/**
 * Passwords (user login, Manage Account): 6-50 characters counted as code points of the NFKC form
 * they are compared in, taken as sent (spaces included; `password-text.ts`, decision 092).
 */
export const passwordRule = (required: string | null = 'Password is required.'): TextRule => ({
  kind: 'text',
  label: 'Password',
  required,
  verbatim: true,
  checks: [
    (value) => (passwordLength(value) < 6 ? 'Password must be at least 6 characters' : null),
    (value) => (passwordLength(value) > 50 ? 'Password must not exceed 50 characters' : null),
  ],
});

export const fileIdRule = (): TextRule => ({
  kind: 'text',
  label: 'File Id',
  required: null,
  checks: [maxLength(50), matches(/^[A-Za-z0-9._-]+$/, 'Invalid characters used.')],
});

/** The operations list of a JSON-encoded string such as `'["read","create"]'`, or a message. */
export function parseOperations(value: string): Operation[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'Operations must be a JSON-encoded list such as ["read","create"].';
  }
  if (!Array.isArray(parsed)) return 'Operations must be a JSON-encoded list such as ["read","create"].';
  if (parsed.length === 0) return 'Operation is Required.';
  for (const item of parsed) {
    if (!OPERATIONS.includes(item as Operation)) return `Unknown operation: ${String(item).slice(0, 30)}.`;
  }
  return OPERATIONS.filter((operation) => parsed.includes(operation));
}

/** At least one of read / create / update / delete, as a JSON-encoded string; stored in canonical order. */
export const operationsRule = (label: string): TextRule => ({
  kind: 'text',
  label,
  required: 'Operation is Required.',
  checks: [(value) => (Array.isArray(parseOperations(value)) ? null : (parseOperations(value) as string))],
  normalise: (value) => JSON.stringify(parseOperations(value)),
});

/** A required reference to a user by user id (assignments). */
export const userReferenceRule = (): TextRule => ({ kind: 'text', label: 'User', required: 'User is required.', checks: [maxLength(50)] });
