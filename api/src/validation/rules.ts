/**
 * The field rules of spec section 5, as the API applies them to request bodies. The rules and
 * their messages are @console/rules' yup schemas, the very ones the console's forms validate with
 * (decision 101); this file only says how a body value reaches them: text tidied first (or taken
 * verbatim), numbers read as integers, a phone sent as a JSON number read as its digits, the
 * operations list sent as a JSON-encoded string, and what is stored after (the city's Title Case).
 */
import {
  cityRule as cityText,
  companyGroupNameRule,
  companyNameRule,
  entityNameRule,
  faxRule as faxText,
  fileIdRule as fileIdText,
  OPERATIONS,
  type Operation,
  operationsRule as operationsList,
  permissionNameRule as permissionNameText,
  phoneRule as phoneText,
  plainTextRule as plainText,
  referenceIdRule,
  roleNameRule,
  statusRule as statusChoice,
  userIdRule as userIdText,
  usernameRule as usernameText,
  userPasswordRule,
  accountPasswordRule,
  userReferenceRule as userReferenceText,
} from '@console/rules';
import type { AnySchema as Schema } from 'yup';

export { OPERATIONS, PERMISSION_NAME_MESSAGE, USERNAME_FORMAT_MESSAGE } from '@console/rules';
export type { Operation } from '@console/rules';

interface RuleBase {
  label: string;
  /** The rule: its first failing test's message is the field's. */
  schema: Schema;
  /** The message when missing (the schema's own); null for an optional field. */
  required: string | null;
}

export interface TextRule extends RuleBase {
  kind: 'text';
  /** Also take a JSON number (phone inputs may send one) and read it as its digits. */
  acceptsNumber?: boolean;
  /** Applied after the rule passes, before saving (the city's Title Case, the operations' order). */
  normalise?: (value: string) => string;
  /** Taken exactly as sent, never tidied (passwords). */
  verbatim?: boolean;
  /** How the schema sees the value (the operations: the list the JSON string holds), or why it cannot. */
  parse?: (value: string) => { value: unknown } | { message: string };
}

export interface IntegerRule extends RuleBase {
  kind: 'integer';
}

export type FieldRule = TextRule | IntegerRule;

/** The first message `schema` gives for `value`, or null when it passes. */
export function schemaMessage(schema: Schema, value: unknown): string | null {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return error.message;
    throw error;
  }
}

/** The message of `rule` for a present value (already tidied or read as a number), or null. */
export function ruleMessage(rule: FieldRule, value: string | number): string | null {
  const parsed = rule.kind === 'text' && rule.parse && typeof value === 'string' ? rule.parse(value) : { value };
  return 'message' in parsed ? parsed.message : schemaMessage(rule.schema, parsed.value);
}

const text = (label: string, schema: Schema, extra: Partial<TextRule> = {}): TextRule => ({ kind: 'text', label, schema, required: schemaMessage(schema, undefined), ...extra });
const integer = (label: string, schema: Schema): IntegerRule => ({ kind: 'integer', label, schema, required: schemaMessage(schema, undefined) });

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

const ENTITY_NAMES: Record<string, () => Schema> = { 'Company Group': companyGroupNameRule, Company: companyNameRule, Role: roleNameRule };

/** An entity's name (`{entity} Name is Required`): company group and company 3-50, role 2-50. */
export function nameRule(entity: string): TextRule {
  return text(`${entity} Name`, (ENTITY_NAMES[entity] ?? (() => entityNameRule(entity)))());
}

/** Permission names (permission groups): 2-50, letters, digits and `_`, starting with a letter. */
export const permissionNameRule = (): TextRule => text('Permission Name', permissionNameText());

/** Free text with the name characters and a length range (address 5-100, PIC 3-50, nickname 2-50). */
export const plainTextRule = (label: string, min: number, max: number): TextRule => text(label, plainText(label, min, max));

/** Phone numbers: digits only, above zero, 10 to 15 digits. */
export const phoneRule = (label: string): TextRule => text(label, phoneText(label), { acceptsNumber: true });

export const faxRule = (): TextRule => text('Fax', faxText(), { acceptsNumber: true });

/** Trim, collapse inner whitespace, Title Case: `  jakarta   SELATAN ` -> `Jakarta Selatan`. */
export const normaliseCity = (city: string) =>
  city
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

export const cityRule = (): TextRule => text('City', cityText(), { normalise: normaliseCity });

/** 1 (active) or 0 (inactive). */
export const statusRule = (label: string): IntegerRule => integer(label, statusChoice(label));

/** A required reference to another record by its numeric id. */
export const referenceRule = (label: string): IntegerRule => integer(label, referenceIdRule(label));

export const userIdRule = (): TextRule => text('User ID', userIdText());

export const usernameRule = (): TextRule => text('Username', usernameText());

/**
 * Passwords: a user login's (required) or Manage Account's (optional), 6-50 characters counted as
 * code points of the NFKC form they are compared in, taken as sent (`password-text.ts`, decision 092).
 */
export const passwordRule = (required = true): TextRule => text('Password', required ? userPasswordRule() : accountPasswordRule().optional(), { verbatim: true });

export const fileIdRule = (): TextRule => text('File Id', fileIdText());

/** The operations list of a JSON-encoded string such as `'["read","create"]'`, or a message. */
export function parseOperations(value: string): Operation[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'Operations must be a JSON-encoded list such as ["read","create"].';
  }
  if (!Array.isArray(parsed)) return 'Operations must be a JSON-encoded list such as ["read","create"].';
  const message = schemaMessage(operationsList(), parsed);
  if (message) return message;
  return OPERATIONS.filter((operation) => parsed.includes(operation));
}

/** At least one of read / create / update / delete, as a JSON-encoded string; stored in canonical order. */
export const operationsRule = (label: string): TextRule =>
  text(label, operationsList(), {
    // The list's shape is the API's to read; what it holds is the shared rule's to judge.
    parse: (value) => {
      const operations = parseOperations(value);
      return Array.isArray(operations) ? { value: operations } : { message: operations };
    },
    normalise: (value) => JSON.stringify(parseOperations(value)),
  });

/** A required reference to a user by user id (assignments). */
export const userReferenceRule = (): TextRule => text('User', userReferenceText());
