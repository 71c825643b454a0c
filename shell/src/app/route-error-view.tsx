import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

/** The last line of defence for an error no screen handled: say so, and offer a way back. */
export function RouteErrorView() {
  const error = useRouteError();
  console.error('Unhandled route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack role="alert" gap="3" maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="lg">
          Something went wrong
        </Heading>
        <Text>This page could not be shown. Go back to the home page and try again.</Text>
        {detail ? (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        ) : null}
        <Button asChild colorPalette="primary">
          <RouterLink to="/dashboard/home">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
