import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first page's session check runs, and wherever a whole page waits. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" py="16">
      <Spinner size="lg" color="primary.solid" aria-label={label} />
    </Center>
  );
}
