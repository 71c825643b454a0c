/**
 * @console/shared/forms: the form machinery built on yup: the field rules and messages of spec 5,
 * the sign-in and account schemas, `ResourceScreen` with its add/edit dialog, and the formik and
 * yup exports for remotes. A share key of its own, loaded by the screens that use it
 * (docs/decisions/072-shared-library-in-two-share-keys.md).
 */
export * from './validation';
export { latestSchemaValidation } from './form/latest-validation';
export * from './form/form-library';
export { ResourceFormDialog } from './resource/resource-form-dialog';
export type { ResourceFormDialogProps } from './resource/resource-form-dialog';
export { ResourceScreen } from './resource/resource-screen';
export { resourceScreen } from './resource/resource-screens';
