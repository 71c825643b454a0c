import { Progress } from '@chakra-ui/react';

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
