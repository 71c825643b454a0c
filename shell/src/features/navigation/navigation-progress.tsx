import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { reuseLastCheckOnce } from '../guard/session-check';
import { useSlowNavigation } from './use-slow-navigation';

// The bar's component (Chakra's Progress and its state machine) is fetched with the first
// navigation, not with the login page.
const PendingBar = lazy(async () => ({ default: (await import('./pending-bar')).PendingBar }));

/**
 * A thin bar at the top of the window while a navigation (and so the guard's status check) runs;
 * when it hangs, a notice lets the user try again or stay on the page they are on.
 */
export function NavigationProgress() {
  const { pending, slow, target } = useSlowNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  if (!pending) return null;

  const retry = () => {
    if (target) void navigate(createPath(target), { replace: true, state: target.state as unknown });
  };
  const stay = () => {
    reuseLastCheckOnce();
    void navigate(createPath(location), { replace: true, state: location.state as unknown });
  };

  return (
    <>
      <Suspense fallback={null}>
        <PendingBar />
      </Suspense>
      {slow ? (
        <Box role="alert" position="fixed" top="3" left="50%" transform="translateX(-50%)" zIndex="10001" bg="bg.panel" borderWidth="1px" borderRadius="md" shadow="lg" px="4" py="3" maxW="calc(100vw - 2rem)">
          <Text fontSize="sm" mb="2">
            The server is taking longer than usual to answer.
          </Text>
          <HStack gap="2" justify="flex-end">
            <Button size="xs" variant="outline" onClick={stay}>
              Stay on this page
            </Button>
            <Button size="xs" colorPalette="primary" onClick={retry}>
              Try again
            </Button>
          </HStack>
        </Box>
      ) : null}
    </>
  );
}
