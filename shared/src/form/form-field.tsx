import { Box, Field, Fieldset } from '@chakra-ui/react';
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

/**
 * A labelled group of controls (a checkbox group): a fieldset whose legend names the group, with
 * its error text. The group's own controls keep their own labels.
 */
export function FormFieldset({ label, error, helperText, required, disabled, children }: Omit<FormFieldProps, 'readOnly'>) {
  return (
    <Fieldset.Root invalid={!!error} disabled={disabled} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required ? (
          <Box as="span" color="fg.error" aria-hidden ms="1">
            *
          </Box>
        ) : null}
      </Fieldset.Legend>
      {children}
      {helperText && !error ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
