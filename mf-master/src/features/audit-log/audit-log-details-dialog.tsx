import { Box, Button, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BodyView, DialogFrame, formatZonedDateTime, NOT_AVAILABLE, StatusChip, useSiteUtcOffset } from '@console/shared/core';
import { actionLabel, OUTCOMES, outcomeLabel } from './audit-actions';
import { detailsView, type ChangedField, type RecordSection } from './audit-details';
import type { AuditLogRow } from './audit-log-types';
import type { AuditNames } from './audit-names';
import { companyText, targetText } from './audit-record';

const COLUMNS = 'minmax(8rem, 1fr) 2fr 2fr';

/** The changed fields side by side, titled as the record's form titles them. */
function Changes({ changes }: { changes: readonly ChangedField[] }) {
  return (
    <Box role="table" aria-label="Perubahan" borderWidth="1px" borderRadius="md" overflowX="auto">
      <Grid role="row" templateColumns={COLUMNS} gap="2" px="3" py="2" bg="bg.muted" fontWeight="semibold">
        <Text role="columnheader">Field</Text>
        <Text role="columnheader">Sebelum</Text>
        <Text role="columnheader">Sesudah</Text>
      </Grid>
      {changes.map((change) => (
        <Grid role="row" key={change.field} templateColumns={COLUMNS} gap="2" px="3" py="2" borderTopWidth="1px">
          <Text role="cell" title={change.field}>
            {change.title}
          </Text>
          <Text role="cell" wordBreak="break-word">
            {change.before}
          </Text>
          <Text role="cell" wordBreak="break-word">
            {change.after}
          </Text>
        </Grid>
      ))}
    </Box>
  );
}

/** A whole record (added, removed, asked for), field by field. */
function Record({ section }: { section: RecordSection }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {section.heading}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" aria-label={section.heading}>
        {section.fields.map((field) => (
          <DataList.Item key={field.field}>
            <DataList.ItemLabel minW="9rem" title={field.field}>
              {field.title}
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{field.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/**
 * One audit row in full, in an auditor's words: who, when (site time with its zone), from where,
 * the company, the action by name and the record, the status, then what changed (titled as the
 * record's form titles its fields) and the action's other details; the details as recorded stay
 * one click away, for evidence.
 */
export function AuditLogDetailsDialog({ row, names, onClose }: { row: AuditLogRow; names: Pick<AuditNames, 'targetName' | 'companyName'>; onClose: () => void }) {
  const hours = useSiteUtcOffset();
  const view = detailsView(row.audtAction, row.audtDetails, hours, names.companyName);
  const items: [string, ReactNode][] = [
    ['Waktu', formatZonedDateTime(row.audtTime, hours)],
    ['User', `${row.audtUserName ?? NOT_AVAILABLE}${row.audtUserId ? ` (${row.audtUserId})` : row.audtAction.startsWith('release.') ? ' (release plane)' : ''}`],
    ['Aksi', `${actionLabel(row.audtAction)} (${row.audtAction})`],
    ['Data / Order Id', targetText(row, names.targetName(row))],
    ['Company', companyText(row, names.companyName)],
    ['Status', <StatusChip key="status" label={outcomeLabel(row.audtOutcome)} palette={OUTCOMES[row.audtOutcome]?.palette ?? 'gray'} />],
    ['Alamat Klien', row.audtClientAddress ?? NOT_AVAILABLE],
    ...view.items.map(({ label, value }): [string, string] => [label, value]),
  ];
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Detail Audit"
      description={`Catatan audit ${row.audtId}`}
      maxWidth="64rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {view.changes.length > 0 ? <Changes changes={view.changes} /> : null}
        {view.records.map((section) => (
          <Record key={section.heading} section={section} />
        ))}
        {row.audtDetails === null || row.audtDetails === undefined ? null : (
          <Box as="details">
            <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
              Data asli (JSON, waktu dalam UTC)
            </Box>
            <Box mt="2">
              <BodyView body={JSON.stringify(row.audtDetails)} label="Data asli" />
            </Box>
          </Box>
        )}
      </Stack>
    </DialogFrame>
  );
}
