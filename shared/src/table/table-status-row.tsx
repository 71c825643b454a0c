import { Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { errorMessage } from '../api/api-error';

/** What the body shows instead of rows. */
export type TableBodyStatus = { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; error: unknown; onRetry?: (() => void) | undefined };

/** A full-width row: loading spinner, `No data available`, or the error with a Retry button. */
export function TableStatusRow({ status, columnCount }: { status: TableBodyStatus; columnCount: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columnCount} py="10" textAlign="center">
        {status.kind === 'loading' ? (
          <HStack justify="center" gap="2">
            <Spinner size="sm" />
            <Text>Loading...</Text>
          </HStack>
        ) : status.kind === 'empty' ? (
          <Text color="fg.muted">No data available</Text>
        ) : (
          <Stack align="center" gap="2" role="alert">
            <Text fontWeight="semibold">Failed to load data.</Text>
            <Text color="fg.muted" fontSize="sm">
              {errorMessage(status.error)}
            </Text>
            {status.onRetry ? (
              <Button size="sm" variant="outline" onClick={status.onRetry}>
                Retry
              </Button>
            ) : null}
          </Stack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
