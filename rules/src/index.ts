/**
 * @console/rules: the validation rules of spec section 5 and their messages, written once in yup
 * (docs/decisions/101-one-rule-set.md). The API validates request bodies with these schemas; the
 * console's forms get the same ones through `@console/shared/forms`.
 */
export {
  accountPasswordRule,
  addressRule,
  cityRule,
  companyGroupIdRule,
  companyGroupNameRule,
  companyNameRule,
  entityNameRule,
  faxRule,
  fileIdRule,
  isValidUsername,
  loginPasswordRule,
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
  usernameRule,
  userPasswordRule,
  userReferenceRule,
} from './field-rules';
export {
  alreadyUsedMessage,
  EMAIL,
  FAX_CHARACTERS,
  INVALID_CHARACTERS,
  maxCharactersMessage,
  minCharactersMessage,
  NAME_CHARACTERS,
  OPERATIONS,
  passwordLength,
  PERMISSION_NAME_CHARACTERS,
  PERMISSION_NAME_MESSAGE,
  requiredMessage,
  STARTS_WITH_LETTER,
  USERNAME_FORMAT_MESSAGE,
} from './patterns';
export type { Operation } from './patterns';
export { INPUT_KINDS } from './wire';
export type { FieldMeta, FieldOption, InputKind } from './wire';
