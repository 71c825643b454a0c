// The spec-5 rules live in @console/rules, which the API validates with too (decision 101).
export {
  addressRule,
  cityRule,
  companyGroupIdRule,
  companyGroupNameRule,
  companyNameRule,
  entityNameRule,
  faxRule,
  nicknameRule,
  operationsRule,
  permissionNameRule,
  phoneRule,
  picRule,
  plainTextRule,
  referenceIdRule,
  requiredSelect,
  requiredText,
  roleNameRule,
  statusRule,
  userIdRule,
  userPasswordRule,
} from '@console/rules';
export { dateRangeRule, numberRule, timeRule } from './input-rules';
export {
  alreadyUsedMessage,
  EMAIL,
  FAX_CHARACTERS,
  INVALID_CHARACTERS,
  maxCharactersMessage,
  minCharactersMessage,
  NAME_CHARACTERS,
  PERMISSION_NAME_CHARACTERS,
  PERMISSION_NAME_MESSAGE,
  requiredMessage,
} from '@console/rules';
export { createUniqueCheck, UNIQUE_CHECK_DELAY_MS, withUniqueness } from './unique-check';
export type { TakenLookup, UniqueCheckOptions } from './unique-check';
export {
  accountPasswordRule,
  isValidUsername,
  loginPasswordRule,
  loginSchema,
  manageAccountSchema,
  selectCompanySchema,
  USERNAME_FORMAT_MESSAGE,
  usernameRule,
} from './auth-schemas';
export type { LoginValues, ManageAccountValues, SelectCompanyValues } from './auth-schemas';
export { validateLogin } from './login-validation';
