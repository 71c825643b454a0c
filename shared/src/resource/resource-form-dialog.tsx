import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { object } from 'yup';
import { FormDialog, type FormMode } from '../dialogs/form-dialog';
import { FieldDrivenForm } from '../form/field-driven-form';
import { buildPayload, type FormValues, initialFormValues } from '../form/form-values';
import { latestSchemaValidation } from '../form/latest-validation';
import { notify } from '../toast/notify';
import type { ResourceConfig, ResourceRow } from './resource-config';
import { fieldErrorsOf, notifyFailure, useResourceMutations } from './resource-mutations';
import { uniqueChecks } from './unique-lookup';

export interface ResourceFormDialogProps<Row extends ResourceRow> {
  config: ResourceConfig<Row>;
  mode: FormMode;
  /** The record being edited (edit mode). */
  record: Row | null;
  onClose: () => void;
}

/**
 * The add/edit dialog of a resource: its fields, its schema (with debounced uniqueness checks),
 * Save disabled until valid, the spec's toasts. A failed save keeps the dialog and what was typed
 * (and shows the server's field messages); a successful one closes it and reloads the list.
 * Mount it only while open: unmounting is what resets the form.
 */
export function ResourceFormDialog<Row extends ResourceRow>({ config, mode, record, onClose }: ResourceFormDialogProps<Row>) {
  const { create, update, revalidate } = useResourceMutations(config.path);
  // One set of uniqueness caches per opened dialog: a name saved a minute ago is taken now.
  const [unique] = useState(() => uniqueChecks(config.path, config.primaryKey, record));
  const [validate] = useState(() => latestSchemaValidation<FormValues>(object(config.schema({ mode, record, unique }))));
  useEffect(() => unique.cancelAll, [unique]);
  const [initialValues] = useState(() => initialFormValues(config.fields, record));
  // An edited record may already break a rule (seed data without a phone): show why Save is off.
  const [initialTouched] = useState(() => (mode === 'edit' ? Object.fromEntries(Object.keys(initialValues).map((field) => [field, true])) : {}));
  const FormFields = config.overrides?.FormFields;

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const payload = buildPayload(config.fields, values, mode);
    const body = config.toPayload ? config.toPayload(payload, mode) : payload;
    try {
      if (mode === 'add') await create(body);
      else await update(record?.[config.primaryKey], body);
    } catch (error) {
      notifyFailure(config.toasts.saveFailed, error);
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
      }
      return;
    }
    notify.success(mode === 'add' ? config.toasts.created : config.toasts.updated);
    onClose();
    void revalidate();
  };

  return (
    <Formik initialValues={initialValues} initialTouched={initialTouched} validate={validate} validateOnMount onSubmit={submit}>
      {(form) => (
        <FormDialog
          open
          mode={mode}
          entity={config.entity}
          onClose={onClose}
          onSubmit={(event) => {
            event.preventDefault();
            form.handleSubmit();
          }}
          // An untouched add form is never valid (its required fields are empty). Pending checks do
          // not disable Save: leaving a field for Save starts one, and a button disabled under the
          // pointer swallows the click. Submitting waits for every check anyway.
          saveDisabled={!form.isValid || (mode === 'add' && !form.dirty)}
          saving={form.isSubmitting}
        >
          {FormFields ? <FormFields config={config} mode={mode} record={record} /> : <FieldDrivenForm fields={config.fields} mode={mode} />}
        </FormDialog>
      )}
    </Formik>
  );
}
