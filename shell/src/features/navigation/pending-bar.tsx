import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { createPath, useLocation, useNavigate, type Location } from 'react-router';
import { reuseLastCheckOnce } from '../guard/session-check';

/** The thin indeterminate bar at the top of the window while a navigation runs. */
export function PendingBar() {
  return (
    <Progress.Root value={null} size="xs" colorPalette="primary" position="fixed" top="0" insetX="0" zIndex="10001">
      <Progress.Track borderRadius="0" bg="transparent" aria-label="Loading page">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/**
 * When a navigation hangs: try it again, or stay on the page the user is on. In the bar's chunk,
 * so it is fetched with the first navigation, long before a navigation counts as hung.
 */
export function SlowNavigationNotice({ target }: { target: Location | null }) {
  const navigate = useNavigate();
  const location = useLocation();

  const retry = () => {
    if (target) void navigate(createPath(target), { replace: true, state: target.state as unknown });
  };
  const stay = () => {
    reuseLastCheckOnce();
    void navigate(createPath(location), { replace: true, state: location.state as unknown });
  };

  return (
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
  );
}
