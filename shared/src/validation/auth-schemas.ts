import * as yup from 'yup';
import { maxCharactersMessage, minCharactersMessage, passwordLength, requiredMessage, STARTS_WITH_LETTER } from './patterns';

/** The username format message of spec 5, word for word. */
export const USERNAME_FORMAT_MESSAGE = 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)';
const USERNAME_CHARACTERS = /^[A-Za-z0-9@_.]+$/;
const DOUBLED_SEPARATOR = /__|\.\./;

/**
 * A username (user form, Manage Account): required, 3-50 characters, starts with a letter,
 * letters, digits, `@ _ .` only, no `__` or `..` (spec 5; the reference API checks the same).
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
 * The Manage Account password: optional; when given, 6-50 characters (spec 5, counted as the API
 * counts them: `passwordLength`). An empty value is valid and is left out of the update.
 */
export const accountPasswordRule = () =>
  yup
    .string()
    .default('')
    .test('min', 'Password must be at least 6 characters', (value) => !value || passwordLength(value) >= 6)
    .test('max', 'Password must not exceed 50 characters', (value) => !value || passwordLength(value) <= 50);

/** The login password: required, at least 3 characters (spec 5). */
export const loginPasswordRule = () => yup.string().required('Password is required').min(3, 'Password must be at least 3 characters');

/** Sign-in form: username required, password per `loginPasswordRule`. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('Username is required'),
  password: loginPasswordRule(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/** Company selection at sign-in: a company must be chosen. */
export const selectCompanySchema = yup.object({
  companyId: yup.string().required('Please select a company.'),
});
export type SelectCompanyValues = yup.InferType<typeof selectCompanySchema>;

/** Manage Account: a valid username and an optional password. */
export const manageAccountSchema = yup.object({
  username: usernameRule(),
  password: accountPasswordRule(),
});
export type ManageAccountValues = yup.InferType<typeof manageAccountSchema>;
