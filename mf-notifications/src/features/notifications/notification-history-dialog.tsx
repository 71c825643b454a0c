import { Button, Text } from '@chakra-ui/react';
import { ApiError, BodyView, type DataTableColumn, DialogFrame, errorMessage, StaticTable, useSiteUtcOffset } from '@console/shared/core';
import { useNotification } from './api/get-notification';
import { siteTime } from './notification-columns';
import type { NotificationHistoryEntry } from './notification-types';

/** Wide enough for two bodies side by side; the bodies wrap and scroll inside their cells. */
const HISTORY_DIALOG_WIDTH = '72rem';

function useHistoryColumns(): DataTableColumn<NotificationHistoryEntry>[] {
  const hours = useSiteUtcOffset();
  return [
    { id: 'nohiId', header: 'Id' },
    { id: 'nohiNotiId', header: 'Notif Id' },
    { id: 'nohiRequest', header: 'Request', cell: (row) => <BodyView body={row.nohiRequest} label={`Request ${row.nohiId}`} /> },
    { id: 'nohiResponse', header: 'Response', cell: (row) => <BodyView body={row.nohiResponse} label={`Response ${row.nohiId}`} /> },
    { id: 'nohiCreatedTime', header: 'Created At', minWidth: '10rem', cell: (row) => siteTime(row.nohiCreatedTime, hours) },
  ];
}

/** Another company's notification answers 404 exactly like a missing one (403: no read permission). */
const isUnavailable = (error: unknown) => error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 403);

/** What the dialog says when the history cannot be read; asking again cannot help an unavailable one. */
function failureOf(error: unknown): Error {
  if (isUnavailable(error)) return new Error('This notification does not exist or is not available to your company.');
  return error instanceof Error ? error : new Error(errorMessage(error));
}

export interface NotificationHistoryDialogProps {
  notiId: number;
  onClose: () => void;
}

/**
 * `Notification History` (spec 2.10): every request sent for one notification and what came back,
 * in a non-paged table; bodies pretty-printed when JSON, plain text otherwise, N/A when empty,
 * each with Copy. The history is read when the dialog opens.
 */
export function NotificationHistoryDialog({ notiId, onClose }: NotificationHistoryDialogProps) {
  const { data, error, isLoading, mutate } = useNotification(notiId);
  const columns = useHistoryColumns();
  const entries = data?.notification_history ?? [];
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Notification History"
      description="See history of a notification data."
      maxWidth={HISTORY_DIALOG_WIDTH}
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {data?.notiOrderId ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Order Id {data.notiOrderId}
        </Text>
      ) : null}
      <StaticTable
        label="Notification History"
        columns={columns}
        rows={entries}
        isLoading={isLoading}
        error={error ? failureOf(error) : undefined}
        onRetry={isUnavailable(error) ? undefined : () => void mutate()}
        getRowId={(row) => String(row.nohiId)}
        maxHeight="60vh"
      />
    </DialogFrame>
  );
}
