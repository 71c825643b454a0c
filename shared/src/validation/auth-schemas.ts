import * as yup from 'yup';
import { accountPasswordRule, loginPasswordRule, usernameRule } from '@console/rules';

export { accountPasswordRule, isValidUsername, loginPasswordRule, USERNAME_FORMAT_MESSAGE, usernameRule } from '@console/rules';

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
