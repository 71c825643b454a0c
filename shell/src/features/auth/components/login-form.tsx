import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { FormField, PasswordInput, validateLogin, type LoginValues } from '@console/shared';
import { Form, Formik } from 'formik';
import type { MouseEvent } from 'react';
import { useLogin } from '../hooks/use-login';

const initialValues: LoginValues = { username: '', password: '' };

// Password recovery is not part of the console: the link is shown (spec 2.3) but leads nowhere.
const stayHere = (event: MouseEvent) => event.preventDefault();

/** Username, password (show/hide), the inert `Forgot password?` link and `Proceed`; Enter submits. */
export function LoginForm() {
  const signIn = useLogin();
  return (
    <Formik initialValues={initialValues} validate={validateLogin} onSubmit={signIn}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate aria-label="Sign in">
          <Stack gap="4">
            {/* Both are required (aria-required); the labels stay plain words, as on the original screen. */}
            <FormField label="Username" error={touched.username ? errors.username : undefined}>
              <Input {...getFieldProps('username')} autoComplete="username" autoFocus aria-required="true" />
            </FormField>
            <FormField label="Password" error={touched.password ? errors.password : undefined}>
              <PasswordInput {...getFieldProps('password')} autoComplete="current-password" aria-required="true" />
            </FormField>
            <Link href="/login" onClick={stayHere} alignSelf="flex-end" fontSize="sm" color="primary.fg">
              Forgot password?
            </Link>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} loadingText="Loading...">
              Proceed
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
