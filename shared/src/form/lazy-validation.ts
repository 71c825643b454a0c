import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import type { AnySchema, ValidationError } from 'yup';

const isValidationError = (error: unknown): error is ValidationError => error instanceof Error && error.name === 'ValidationError';

/**
 * A formik `validate` function for a yup schema fetched the first time a value is validated
 * (`() => import('./schemas').then((m) => m.loginSchema)`): a form that must show at once (the
 * login page) renders without yup and runs the same rules, with the same messages, as
 * `validationSchema` would (empty strings count as missing, every error is reported).
 */
export function lazySchemaValidation<Values extends FormikValues>(loadSchema: () => Promise<AnySchema>) {
  let schema: Promise<AnySchema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const pending = (schema ??= loadSchema());
    pending.catch(() => {
      if (schema === pending) schema = undefined;
    });
    try {
      await validateYupSchema(values, await pending);
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
