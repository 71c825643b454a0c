import { HStack } from '@chakra-ui/react';
import { NOT_AVAILABLE, type Operation, parseOperations, StatusChip } from '@console/shared/core';

/** The operations' colours (spec 6): read green, create blue, update yellow, delete red. */
export const OPERATION_PALETTE: Readonly<Record<Operation, string>> = {
  read: 'green',
  create: 'blue',
  update: 'yellow',
  delete: 'red',
};

/** Operation chips in the canonical order. Accepts the API's JSON string or a list; none shows N/A. */
export function OperationChips({ operations }: { operations: unknown }) {
  const list = parseOperations(operations);
  if (list.length === 0) return <>{NOT_AVAILABLE}</>;
  return (
    <HStack gap="1" wrap="wrap">
      {list.map((operation) => (
        <StatusChip key={operation} label={operation} palette={OPERATION_PALETTE[operation]} />
      ))}
    </HStack>
  );
}
