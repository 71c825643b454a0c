import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../api/api-error';
import { TABLE_CLASSES } from './table-style-rules';

/** What the body shows instead of rows. */
export type TableBodyStatus = { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; error: unknown; onRetry?: (() => void) | undefined };

/** A full-width row: loading spinner, `No data available`, or the error with a Retry button. */
export function TableStatusRow({ status, columnCount }: { status: TableBodyStatus; columnCount: number }) {
  return (
    <tr className={TABLE_CLASSES.statusRow}>
      <td className={TABLE_CLASSES.statusCell} colSpan={columnCount}>
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
      </td>
    </tr>
  );
}
