import { Card, Center, Heading, Text } from '@chakra-ui/react';
import { Logo } from '../../layout/components/logo';
import { LoginForm } from './login-form';

/** The sign-in screen (spec 2.3). */
export function LoginPage() {
  return (
    <Center as="main" minH="100dvh" p="4">
      <Card.Root w="full" maxW="sm">
        <Card.Header gap="2">
          <Logo alignSelf="flex-start" />
          <Heading as="h1" size="lg">
            Payment Processing Admin Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Sign in with your username and password.
          </Text>
        </Card.Header>
        <Card.Body>
          <LoginForm />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
