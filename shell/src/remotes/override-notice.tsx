import { Button, HStack, Text } from '@chakra-ui/react';
import { overrideKey, overriddenApps, storedOverrides } from './remote-entries';

/**
 * A strip at the bottom of the page while this browser runs a developer's local build of a remote
 * instead of its release, so nobody mistakes it for the released console.
 */
export function OverrideNotice({ allowOverrides }: { allowOverrides: boolean }) {
  if (!allowOverrides) return null;
  const overrides = storedOverrides(overriddenApps(window.localStorage), window.localStorage);
  if (overrides.length === 0) return null;

  const removeAll = () => {
    for (const { app } of overrides) window.localStorage.removeItem(overrideKey(app));
    window.location.reload();
  };

  return (
    <HStack role="status" position="fixed" insetX="0" bottom="0" zIndex="banner" gap="3" px="4" py="2" bg="orange.100" color="orange.900" fontSize="sm">
      <Text flex="1">
        Development override: {overrides.map(({ app, entry }) => `${app} from ${entry}`).join(', ')}. Everything else is the released
        console.
      </Text>
      <Button size="xs" variant="outline" onClick={removeAll}>
        Remove overrides
      </Button>
    </HStack>
  );
}
