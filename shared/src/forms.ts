/**
 * @console/shared/forms: what a screen with an add/edit form needs: `defineResource` and
 * `ResourceScreen` with the resource configuration types, the spec-5 field rules and messages
 * (from `@console/rules`), uniqueness checks, the sign-in and account schemas, and the formik and
 * yup parts a custom `overrides.FormFields` or an extra rule is written with. A share key of its
 * own, loaded by the screens that use it (docs/decisions/112-share-keys-by-what-a-screen-needs.md).
 *
 * Every public name is listed here by name (see `./core`).
 */

// form
export { jsonList } from './form/field-codecs';
export { FormikField, useField, useFormikContext, yup } from './form/form-library';
export type { FieldHelperProps, FieldInputProps, FieldMetaProps, FormikErrors, FormikHelpers, FormikProps, FormikTouched } from './form/form-library';

// resource
export { defineResource } from './resource/resource-config';
export type { ResourceConfig, ResourceData, ResourceField, ResourceOverrides, ResourceRow, ResourceStep, ResourceToasts, SchemaContext, SummaryCount, UniqueOptions } from './resource/resource-config';
export { ResourceScreen } from './resource/resource-screen';
export { resourceScreen } from './resource/resource-screens';

// validation
export { isValidUsername, manageAccountSchema, selectCompanySchema, usernameRule } from './validation/auth-schemas';
export type { LoginValues, ManageAccountValues, SelectCompanyValues } from './validation/auth-schemas';
export { validateLogin } from './validation/login-validation';
export { createUniqueCheck, withUniqueness } from './validation/unique-check';
export type { TakenLookup, UniqueCheckOptions } from './validation/unique-check';

// rules
export { addressRule, alreadyUsedMessage, cityRule, companyGroupIdRule, companyGroupNameRule, companyNameRule, faxRule, nicknameRule, operationsRule, permissionNameRule, phoneRule, picRule, referenceIdRule, requiredSelect, roleNameRule, statusRule, userIdRule, userPasswordRule } from '@console/rules';
