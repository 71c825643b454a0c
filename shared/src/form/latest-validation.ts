import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import { type AnySchema, ValidationError } from 'yup';

/**
 * A formik `validate` function for a yup schema that only ever reports the newest run's errors.
 *
 * formik applies each validation run's result when that run finishes. A run that waits on a
 * debounced uniqueness lookup can finish after a newer run and overwrite its errors: type a valid
 * name, then shorten it to "x" before the lookup answers, and the stale "free" answer clears
 * "Must be at least 3 characters.", enabling Save. Here every older run resolves with the newest
 * run's errors instead, so the form always shows the errors of what is typed now.
 */
export function latestSchemaValidation<Values extends FormikValues>(schema: AnySchema) {
  const run = (values: Values): Promise<FormikErrors<Values>> =>
    validateYupSchema(values, schema).then(
      () => ({}),
      (error: unknown) => {
        if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
        throw error;
      },
    );
  let newest: Promise<FormikErrors<Values>> | null = null;

  return async (values: Values): Promise<FormikErrors<Values>> => {
    const mine = run(values);
    newest = mine;
    let settled = mine;
    let errors = await mine;
    while (newest !== settled) {
      settled = newest;
      errors = await settled;
    }
    return errors;
  };
}
