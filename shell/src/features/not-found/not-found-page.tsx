import { Button, Card, Center, Stack, Text } from '@chakra-ui/react';
import { ScreenHeader } from '@console/shared';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDeclaredScreens } from '../../remotes/use-declared-screens';
import { HOME_PATH } from '../guard/return-path';

export const NOT_FOUND_TITLE = 'Page Not Found';

function NotFoundContent() {
  const { pathname } = useLocation();
  // Without the registry the shell cannot know the remotes' screens: the page may well exist.
  const unlisted = useDeclaredScreens().status === 'unavailable' && pathname.startsWith('/dashboard/');
  return (
    <Stack gap="4" align="flex-start">
      <Text>
        {unlisted ? (
          <>
            The page at <Text as="code">{pathname}</Text> could not be loaded: the list of screens is unavailable. Reload the page to try again.
          </>
        ) : (
          <>
            There is no page at <Text as="code">{pathname}</Text>. It may have moved, or the link may be mistyped.
          </>
        )}
      </Text>
      <Button asChild colorPalette="primary">
        <RouterLink to={HOME_PATH}>Back to Home</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * An unknown path inside the dashboard (`/dashboard/no-such-screen`): said so in the dashboard's
 * layout, with the breadcrumb and a way home, instead of silently landing on Home.
 */
export function NotFoundScreen() {
  return (
    <Stack gap="0" as="section" aria-label={NOT_FOUND_TITLE}>
      <ScreenHeader title={NOT_FOUND_TITLE} />
      <Card.Root maxW="3xl">
        <Card.Body>
          <NotFoundContent />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/**
 * An unknown path outside the dashboard (`/foo`): the same message on a page of its own. Home is
 * a protected page, so a visitor who is not signed in is taken to the login page from there.
 */
export function NotFoundPage() {
  return (
    <Center as="main" minH="100dvh" p="4">
      <Card.Root w="full" maxW="lg">
        <Card.Header>
          <Card.Title asChild>
            <h1>{NOT_FOUND_TITLE}</h1>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <NotFoundContent />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
