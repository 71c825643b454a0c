import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { HomePanels } from './home-panels';

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
      <HomePanels />
    </Stack>
  );
}
