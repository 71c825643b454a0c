import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormField, selectCompanySchema, type CompanyOption, type SelectCompanyValues } from '@console/shared';
import { Form, Formik } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../auth/hooks/use-logout';
import { afterCompanyChosen } from '../../guard/guard-middleware';
import { useChooseCompany } from '../hooks/use-choose-company';
import { CompanySelect } from './company-select';

export interface SelectCompanyFormProps {
  companies: CompanyOption[];
  /** The active company when the user is switching: preselected, and Cancel goes back. */
  activeCompanyId?: number | null;
}

/**
 * The required company choice and Continue (disabled until a company is chosen); Enter continues.
 * The choice has focus on arrival. When switching company, the active one is preselected and
 * Cancel returns to where the user was; Logout is always offered.
 */
export function SelectCompanyForm({ companies, activeCompanyId = null }: SelectCompanyFormProps) {
  const choose = useChooseCompany();
  const signOut = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [listOpen, setListOpen] = useState(false);
  const switching = activeCompanyId !== null && companies.some((company) => company.compId === activeCompanyId);
  const initialValues: SelectCompanyValues = { companyId: switching ? String(activeCompanyId) : '' };
  // Back to the page the user came from; on a fresh load of this page there is none, so the dashboard.
  const cancel = () => void (location.key !== 'default' ? navigate(-1) : navigate(afterCompanyChosen(location.search)));

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
                  autoFocus
                />
              </FormField>
              {companies.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No company is available to you. Ask an administrator to give you access to one.
                </Text>
              ) : null}
              <HStack gap="3">
                {switching ? (
                  <Button variant="outline" flex="1" onClick={cancel} disabled={isSubmitting}>
                    Cancel
                  </Button>
                ) : null}
                <Button type="submit" colorPalette="primary" flex="1" disabled={!isValid} loading={isSubmitting}>
                  Continue
                </Button>
              </HStack>
              {/* A way out for someone who signed in as the wrong user, or has no company to choose. */}
              <Button type="button" variant="ghost" size="sm" alignSelf="center" onClick={() => void signOut()} disabled={isSubmitting}>
                Logout
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
