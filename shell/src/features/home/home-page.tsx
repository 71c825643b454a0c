import { Card, Heading, Text } from '@chakra-ui/react';

/** The welcome page (spec 1). */
export function HomePage() {
  return (
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
  );
}
