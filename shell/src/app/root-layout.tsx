import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { clearSession } from '@console/shared';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../features/guard/return-path';
import { NavigationProgress } from '../features/navigation/navigation-progress';
import { SLOW_NAVIGATION_MS } from '../features/navigation/use-slow-navigation';
import { useDocumentTitle } from './page-title';

/** Every page: the navigation progress bar, the browser tab's title, then the route's page. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/**
 * The first page load waits for the session check. When that hangs the user may try again or sign
 * out (which needs no server: the token is dropped here and the login page asks nothing).
 */
export function FirstLoadFallback({ slowAfterMs = SLOW_NAVIGATION_MS }: { slowAfterMs?: number }) {
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [slowAfterMs]);

  const signOut = async () => {
    await clearSession();
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Center minH="50vh" py="16">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="primary.solid" aria-label="Loading" />
        {slow ? (
          <Stack role="alert" align="center" gap="2">
            <Text fontSize="sm">The server is taking longer than usual to answer.</Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => void signOut()}>
                Sign out
              </Button>
              <Button size="sm" colorPalette="primary" onClick={() => window.location.reload()}>
                Try again
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Center>
  );
}
