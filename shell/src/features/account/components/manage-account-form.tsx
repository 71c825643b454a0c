import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { alreadyUsedMessage, FormField, manageAccountSchema, PasswordInput, SAVING_LABEL, type ManageAccountValues } from '@console/shared';
import { Form, Formik, type FieldInputProps } from 'formik';
import { useUsernameCheck } from '../api/check-username';
import { useSaveAccount } from '../hooks/use-save-account';

export interface Account {
  userId: string;
  username: string;
}

interface ManageAccountFormProps {
  account: Account;
  /** Reset asks for the current account again. */
  onReload: () => void;
}

interface FieldsProps {
  account: Account;
  values: ManageAccountValues;
  errors: Partial<Record<keyof ManageAccountValues, string>>;
  touched: Partial<Record<keyof ManageAccountValues, boolean>>;
}

/** The username's error: the rules of spec 5 first, then the server's answer to the availability check. */
function useUsernameFeedback({ account, values, errors, touched }: FieldsProps) {
  const { pending, answer } = useUsernameCheck(values.username, account.username);
  const changed = values.username !== account.username;
  const ruleError = touched.username || changed ? errors.username : undefined;
  const taken = !!answer && !answer.available;
  const error = ruleError ?? (taken ? answer.message || alreadyUsedMessage('Username') : undefined);
  const note = answer?.available ? answer.message || undefined : undefined;
  return { error, note, blocked: pending || taken };
}

// Given explicitly: with enableReinitialize, formik otherwise resets errors and touched once on mount.
const NO_ERRORS = {};
const NO_TOUCHED = {};

/**
 * User ID (read-only), Username and Password with Save and Reset (spec 2.11). Save needs a valid
 * form with a change (a different username, or a typed password) and a username known to be free.
 */
export function ManageAccountForm({ account, onReload }: ManageAccountFormProps) {
  const save = useSaveAccount();
  const initialValues: ManageAccountValues = { username: account.username, password: '' };

  return (
    <Formik
      initialValues={initialValues}
      initialErrors={NO_ERRORS}
      initialTouched={NO_TOUCHED}
      enableReinitialize
      validationSchema={manageAccountSchema}
      onSubmit={save}
    >
      {({ values, errors, touched, isValid, isSubmitting, getFieldProps, resetForm }) => (
        <AccountFields
          account={account}
          values={values}
          errors={errors}
          touched={touched}
          isValid={isValid}
          isSubmitting={isSubmitting}
          usernameProps={getFieldProps('username')}
          passwordProps={getFieldProps('password')}
          onReset={() => {
            resetForm({ values: initialValues });
            onReload();
          }}
        />
      )}
    </Formik>
  );
}

interface AccountFieldsProps extends FieldsProps {
  isValid: boolean;
  isSubmitting: boolean;
  usernameProps: FieldInputProps<string>;
  passwordProps: FieldInputProps<string>;
  onReset: () => void;
}

function AccountFields({ account, values, errors, touched, isValid, isSubmitting, usernameProps, passwordProps, onReset }: AccountFieldsProps) {
  const username = useUsernameFeedback({ account, values, errors, touched });
  const changed = values.username !== account.username || values.password !== '';
  const passwordError = touched.password || values.password !== '' ? errors.password : undefined;
  return (
    <Form noValidate aria-label="Manage Account">
      <Stack gap="4">
        <FormField label="User ID" readOnly helperText="Your user ID cannot be changed.">
          {/* Looks read-only: muted, no border to type into, an ordinary cursor; still selectable to copy. */}
          <Input value={account.userId} readOnly variant="subtle" bg="bg.muted" color="fg.muted" cursor="default" _focusVisible={{ outline: '1px dashed', outlineColor: 'border.emphasized' }} />
        </FormField>
        <FormField label="Username" required error={username.error} helperText={username.note}>
          <Input {...usernameProps} autoComplete="username" />
        </FormField>
        <FormField label="Password" error={passwordError} helperText="Leave empty to keep your current password.">
          <PasswordInput {...passwordProps} autoComplete="new-password" />
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="primary" disabled={!changed || !isValid || username.blocked} loading={isSubmitting} loadingText={SAVING_LABEL}>
            Save
          </Button>
          <Button type="button" variant="outline" onClick={onReset} disabled={isSubmitting}>
            Reset
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
