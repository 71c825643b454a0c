/**
 * The parts of formik and yup a remote may need (a custom `overrides.FormFields`, an extra rule).
 * Remotes import them from `@console/shared`, never from formik or yup: those are bundled inside
 * this federated singleton, so a remote importing them directly would get a second copy whose
 * formik context is empty in production (lint forbids it; docs/decisions/026).
 */
export { Field as FormikField, useField, useFormikContext } from 'formik';
export type { FieldHelperProps, FieldInputProps, FieldMetaProps, FormikErrors, FormikHelpers, FormikProps, FormikTouched } from 'formik';
export * as yup from 'yup';
