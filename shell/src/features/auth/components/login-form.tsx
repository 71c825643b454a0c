import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { FormField, PasswordInput } from '@console/shared';
import type { MouseEvent } from 'react';
import { useLogin } from '../hooks/use-login';
import { useLoginForm } from '../hooks/use-login-form';

// Password recovery is not part of the console: the link is shown (spec 2.3) but leads nowhere.
const stayHere = (event: MouseEvent) => event.preventDefault();

/** Username, password (show/hide), the inert `Forgot password?` link and `Proceed`; Enter submits. */
export function LoginForm() {
  const { fieldProps, errorOf, submitting, onSubmit } = useLoginForm(useLogin());
  return (
    <form noValidate aria-label="Sign in" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="4">
        {/* Both are required (aria-required); the labels stay plain words, as on the original screen. */}
        <FormField label="Username" error={errorOf('username')}>
          <Input {...fieldProps('username')} autoComplete="username" autoFocus aria-required="true" />
        </FormField>
        <FormField label="Password" error={errorOf('password')}>
          <PasswordInput {...fieldProps('password')} autoComplete="current-password" aria-required="true" />
        </FormField>
        <Link href="/login" onClick={stayHere} alignSelf="flex-end" fontSize="sm" color="primary.fg">
          Forgot password?
        </Link>
        <Button type="submit" colorPalette="primary" loading={submitting} loadingText="Loading...">
          Proceed
        </Button>
      </Stack>
    </form>
  );
}
