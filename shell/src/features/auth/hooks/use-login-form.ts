import { type LoginValues, validateLogin } from '@console/shared';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

type LoginField = keyof LoginValues;
type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['username', 'password'];
const EMPTY: LoginValues = { username: '', password: '' };

/**
 * The sign-in form's state, as formik kept it for the other forms, without formik on the login
 * page (decision 160): the values, each field's error once it was left or the form submitted
 * (`validateLogin`: the shared login rules and messages, yup fetched on first use), validation on
 * every change and blur (only the latest one's answer counts), and `submitting` while the sign-in
 * runs. A submit marks both fields touched and signs in only when the rules pass.
 */
export function useLoginForm(signIn: (values: LoginValues) => Promise<void>) {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const latestValidation = useRef(0);

  const validate = async (next: LoginValues): Promise<LoginErrors> => {
    const run = ++latestValidation.current;
    const found: LoginErrors = await validateLogin(next);
    if (run === latestValidation.current) setErrors(found);
    return found;
  };
  // A validation that could not run (its rules failed to load) shows nothing; the next one tries again.
  const validateQuietly = (next: LoginValues) => void validate(next).catch(() => undefined);

  const fieldProps = (name: LoginField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      validateQuietly(next);
    },
    onBlur: () => {
      setTouched((before) => ({ ...before, [name]: true }));
      validateQuietly(values);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(FIELDS.map((name) => [name, true])));
    setSubmitting(true);
    try {
      const found = await validate(values).catch(() => null);
      if (found && Object.keys(found).length === 0) await signIn(values);
    } finally {
      setSubmitting(false);
    }
  };

  /** The error to show under a field: only once it was left or the form submitted. */
  const errorOf = (name: LoginField) => (touched[name] ? errors[name] : undefined);

  return { fieldProps, errorOf, submitting, onSubmit };
}
