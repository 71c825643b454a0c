import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control, and marks it invalid, when set. */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A labelled control with its error text: the one field wrapper of every console form. Chakra's
 * Field wires the label, the error and `aria-invalid` to the control inside.
 */
export function FormField({ label, error, helperText, required, disabled, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
