import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { FieldDefinition, FieldOption } from './field-definition';
import { staticOptions, useDependentOptions } from './field-options';
import type { FormValues } from './form-values';

/**
 * The choices of a `dropdown` or `checkbox` field inside a formik form: its own options, or, with
 * `dependsOn`, those the source field's picked row allows. When the allowed choices shrink (another
 * permission picked), picks outside them are dropped, so the form never holds what it cannot show.
 * `hint` asks for the source field first while nothing is picked there.
 */
export function useFieldChoices(field: FieldDefinition, fields: readonly FieldDefinition[]): { options: readonly FieldOption[]; hint?: string } {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const source = field.dependsOn ? fields.find((item) => item.Field === field.dependsOn?.field) : undefined;
  const dependent = useDependentOptions(field, source, source ? values[source.Field] : undefined);
  const options = dependent ? dependent.options : staticOptions(field);
  const value = values[field.Field];
  const allowed = options.map((option) => String(option.value));
  const settled = dependent !== null && !dependent.pending;
  const list: unknown[] | null = Array.isArray(value) ? value : null;
  const kept = list ? list.filter((item) => allowed.includes(String(item))) : null;
  const picked = value !== '' && value !== null && value !== undefined;
  const stale = settled && (list && kept ? kept.length !== list.length : picked && !allowed.includes(String(value)));
  const replacement = kept ?? '';

  useEffect(() => {
    if (stale) void setFieldValue(field.Field, replacement, true);
  }, [stale, field.Field, replacement, setFieldValue]);

  const hint = dependent?.unpicked && source ? `Choose ${source.title} first.` : undefined;
  return hint ? { options, hint } : { options };
}
