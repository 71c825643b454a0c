import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { object } from 'yup';
import { FormDialog, type FormMode } from '../dialogs/form-dialog';
import { FieldDrivenForm } from '../form/field-driven-form';
import { buildPayload, type FormValues, initialFormValues } from '../form/form-values';
import { latestSchemaValidation } from '../form/latest-validation';
import { notify } from '../toast/notify';
import type { ResourceConfig, ResourceRow } from './resource-config';
import { fieldErrorsOf, notifyFailure, useResourceData } from './resource-mutations';
import { uniqueChecks } from './unique-lookup';

let openings = 0;


export interface ResourceFormDialogProps<Row extends ResourceRow> {
  config: ResourceConfig<Row>;
  mode: FormMode;
  /** The record being edited (edit mode): the list row; `data.getOne` completes it before the form shows. */
  record: Row | null;
  onClose: () => void;
}

/**
 * The add/edit dialog of a resource: its fields, its schema (with debounced uniqueness checks),
 * Save disabled until valid, the spec's toasts. In edit mode a resource with `data.getOne` first
 * loads the whole record (a spinner meanwhile, a Retry on failure). A failed save keeps the dialog
 * and what was typed (and shows the server's field messages); a successful one closes it and
 * reloads the list. Mount it only while open: unmounting is what resets the form.
 */
export function ResourceFormDialog<Row extends ResourceRow>(props: ResourceFormDialogProps<Row>) {
  const { config, mode, record, onClose } = props;
  const { getOne } = useResourceData(config);
  const needsLoad = mode === 'edit' && record !== null && !!config.data?.getOne?.length;
  // Loaded fresh on every opening (a key of its own): a record saved a moment ago must show as saved.
  const [opening] = useState(() => (openings += 1));
  const loaded = useSWR(needsLoad ? ['resource-record', config.path, String(record[config.primaryKey]), opening] : null, () => getOne(record as Row), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (!needsLoad) return <ResourceForm {...props} />;
  if (loaded.data) return <ResourceForm {...props} record={loaded.data} />;
  return (
    <FormDialog open mode={mode} entity={config.entity} onClose={onClose} onSubmit={(event) => event.preventDefault()} saveDisabled>
      {loaded.error ? (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>{`Gagal mendapatkan data ${config.entity}.`}</Text>
          <Button size="sm" variant="outline" onClick={() => void loaded.mutate()}>
            Retry
          </Button>
        </Stack>
      ) : (
        <Stack align="center" py="6">
          <Spinner aria-label={`Memuat data ${config.entity}`} />
        </Stack>
      )}
    </FormDialog>
  );
}

function ResourceForm<Row extends ResourceRow>({ config, mode, record, onClose }: ResourceFormDialogProps<Row>) {
  const { create, update, revalidate } = useResourceData(config);
  // One set of uniqueness caches per opened dialog: a name saved a minute ago is taken now.
  const [unique] = useState(() => uniqueChecks(config.path, config.primaryKey, record));
  const [validate] = useState(() => latestSchemaValidation<FormValues>(object(config.schema({ mode, record, unique }))));
  useEffect(() => unique.cancelAll, [unique]);
  const [initialValues] = useState(() => initialFormValues(config.fields, record));
  // An edited record may already break a rule (seed data without a phone): show why Save is off.
  // A password is never loaded, so an empty one breaks no rule yet: its hint shows until it is touched.
  const [initialTouched] = useState(() => {
    if (mode !== 'edit') return {};
    const passwords = new Set<string>(config.fields.filter((field) => field.input === 'password').map((field) => field.Field));
    return Object.fromEntries(Object.keys(initialValues).filter((field) => !passwords.has(field)).map((field) => [field, true]));
  });
  const FormFields = config.overrides?.FormFields;

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const payload = buildPayload(config.fields, values, mode);
    const body = config.toPayload ? config.toPayload(payload, mode) : payload;
    try {
      if (mode === 'add') await create(body);
      else await update(record?.[config.primaryKey], body);
    } catch (error) {
      notifyFailure(mode === 'edit' ? (config.toasts.updateFailed ?? config.toasts.saveFailed) : config.toasts.saveFailed, error);
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
      }
      // An earlier call of a multi-call write may have changed the list.
      void revalidate();
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
          {FormFields ? (
            <FormFields config={config} mode={mode} record={record} />
          ) : (
            <FieldDrivenForm fields={config.fields} mode={mode} />
          )}
        </FormDialog>
      )}
    </Formik>
  );
}
