import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// The slot's code (the remote loader among it) loads after the welcome card shows: the route's own
// chunk stays what it was, and the card waits for nothing.
const HomePanels = lazy(async () => ({ default: (await import('./home-panels')).HomePanels }));

/** The welcome page (spec 1), with the panels the remotes contribute below it (decision 110). */
export function HomePage() {
  return (
    <Stack gap="6" minW="0">
      <Card.Root maxW="3xl">
        <Card.Body gap="2">
          <Heading as="h1" size="2xl">
            Selamat Datang
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Payment Processing Admin Dashboard
          </Text>
        </Card.Body>
      </Card.Root>
      <Suspense fallback={null}>
        <HomePanels />
      </Suspense>
    </Stack>
  );
}
