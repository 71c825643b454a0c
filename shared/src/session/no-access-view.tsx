import { EmptyState, VStack } from '@chakra-ui/react';

/** Shown instead of a screen whose read permission the user lacks (spec 2.5). */
export function NoAccessView() {
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>No Access</EmptyState.Title>
          <EmptyState.Description>Looks like you don&apos;t have permission to access this content.</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
