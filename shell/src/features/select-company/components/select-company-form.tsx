import { Button, Stack, Text } from '@chakra-ui/react';
import { FormField, selectCompanySchema, type CompanyOption, type SelectCompanyValues } from '@console/shared';
import { Form, Formik } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { useChooseCompany } from '../hooks/use-choose-company';
import { CompanySelect } from './company-select';

const initialValues: SelectCompanyValues = { companyId: '' };

/** The required company choice and Continue (disabled until a company is chosen); Enter continues. */
export function SelectCompanyForm({ companies }: { companies: CompanyOption[] }) {
  const choose = useChooseCompany();
  const [listOpen, setListOpen] = useState(false);

  return (
    <Formik initialValues={initialValues} validationSchema={selectCompanySchema} validateOnMount onSubmit={choose}>
      {({ values, errors, touched, isValid, isSubmitting, setFieldValue, setFieldTouched, submitForm }) => {
        // Enter continues; while the list is open, Enter picks the highlighted company instead.
        const onKeyDownCapture = (event: KeyboardEvent) => {
          if (event.key !== 'Enter' || listOpen || !isValid || isSubmitting) return;
          event.preventDefault();
          event.stopPropagation();
          void submitForm();
        };
        return (
          <Form noValidate aria-label="Select Company" onKeyDownCapture={onKeyDownCapture}>
            <Stack gap="5">
              <FormField label="Select Company" required error={touched.companyId ? errors.companyId : undefined}>
                <CompanySelect
                  companies={companies}
                  value={values.companyId}
                  onChange={(companyId) => void setFieldValue('companyId', companyId)}
                  // No validation here: it would race the one the new value starts, with the old value.
                  onClose={() => void setFieldTouched('companyId', true, false)}
                  onOpenChange={setListOpen}
                />
              </FormField>
              {companies.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No company is available to you. Ask an administrator to give you access to one.
                </Text>
              ) : null}
              <Button type="submit" colorPalette="primary" disabled={!isValid} loading={isSubmitting}>
                Continue
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
