import type * as Formik from 'formik';
import type { FormikErrors, FormikValues } from 'formik';
import type { AnySchema, ValidationError } from 'yup';

const isValidationError = (error: unknown): error is ValidationError => error instanceof Error && error.name === 'ValidationError';

/**
 * A formik `validate` function for a yup schema fetched the first time a value is validated
 * (`() => import('./schemas').then((m) => m.loginSchema)`): a form that must show at once (the
 * login page) renders without yup, and without formik (its helpers are fetched with the schema),
 * and runs the same rules, with the same messages, as `validationSchema` would (empty strings count
 * as missing, every error is reported).
 */
export function lazySchemaValidation<Values extends FormikValues>(loadSchema: () => Promise<AnySchema>) {
  let loaded: Promise<[AnySchema, typeof Formik]> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const pending = (loaded ??= Promise.all([loadSchema(), import('formik')]));
    pending.catch(() => {
      if (loaded === pending) loaded = undefined;
    });
    const [schema, { validateYupSchema, yupToFormErrors }] = await pending;
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
