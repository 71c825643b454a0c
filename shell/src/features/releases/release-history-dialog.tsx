import { Button } from '@chakra-ui/react';
import { type DataTableColumn, DialogFrame, formatSiteDateTime, StaticTable, useSiteUtcOffset } from '@console/shared';
import type { ReleaseConsoleEvent, ReleaseRow } from '@console/shared/release-plane';
import { ACTION_LABELS, actorText, eventNote } from './release-texts';

function useHistoryColumns(): DataTableColumn<ReleaseConsoleEvent>[] {
  const hours = useSiteUtcOffset();
  return [
    { id: 'at', header: 'When', minWidth: '10rem', cell: (event) => formatSiteDateTime(event.at, hours) },
    { id: 'action', header: 'Action', cell: (event) => ACTION_LABELS[event.action] },
    { id: 'version', header: 'Release' },
    { id: 'from', header: 'Before' },
    { id: 'by', header: 'By', minWidth: '10rem', cell: (event) => actorText(event) },
    { id: 'note', header: 'Note', minWidth: '14rem', cell: (event) => eventNote(event) },
  ];
}

/** Every publish, rollback and canary of one app, newest first, with who did it and why. */
export function ReleaseHistoryDialog({ row, onClose }: { row: ReleaseRow; onClose: () => void }) {
  const columns = useHistoryColumns();
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={`History of ${row.app}`}
      description="Publishes, rollbacks and canaries, newest first."
      maxWidth="72rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <StaticTable label={`History of ${row.app}`} columns={columns} rows={row.history} getRowId={(event, index) => `${event.at}-${index}`} maxHeight="60vh" />
    </DialogFrame>
  );
}
