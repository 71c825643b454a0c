import { Box, Button, DataList, Grid, Heading, Text } from '@chakra-ui/react';
import { BodyView, DialogFrame, formatSiteDateTime, NOT_AVAILABLE, useSiteUtcOffset } from '@console/shared/core';
import { companyOf } from './audit-log-columns';
import type { AuditLogRow } from './audit-log-types';

type Change = { before: unknown; after: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isChange = (value: unknown): value is Change => isRecord(value) && 'before' in value && 'after' in value;

/** A value as text in a before/after cell. */
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? NOT_AVAILABLE : typeof value === 'string' ? value : JSON.stringify(value));

/** The record before and after, side by side: the changed fields of an update, or the whole record of a create or delete. */
function BeforeAfter({ details }: { details: Record<string, unknown> }) {
  const changes = isRecord(details.changes) ? Object.entries(details.changes) : null;
  if (changes) {
    return (
      <Box role="table" aria-label="Changed fields" borderWidth="1px" borderRadius="md" overflowX="auto">
        <Grid role="row" templateColumns="minmax(8rem, 1fr) 2fr 2fr" gap="2" px="3" py="2" bg="bg.muted" fontWeight="semibold">
          <Text role="columnheader">Field</Text>
          <Text role="columnheader">Before</Text>
          <Text role="columnheader">After</Text>
        </Grid>
        {changes.map(([field, change]) => (
          <Grid role="row" key={field} templateColumns="minmax(8rem, 1fr) 2fr 2fr" gap="2" px="3" py="2" borderTopWidth="1px">
            <Text role="cell" fontFamily="mono" fontSize="sm">
              {field}
            </Text>
            <Text role="cell" wordBreak="break-word">
              {shown(isChange(change) ? change.before : undefined)}
            </Text>
            <Text role="cell" wordBreak="break-word">
              {shown(isChange(change) ? change.after : change)}
            </Text>
          </Grid>
        ))}
      </Box>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
      <Box>
        <Heading size="sm" mb="1">
          Before
        </Heading>
        <BodyView body={'before' in details ? JSON.stringify(details.before) : null} label="Before" />
      </Box>
      <Box>
        <Heading size="sm" mb="1">
          After
        </Heading>
        <BodyView body={'after' in details ? JSON.stringify(details.after) : null} label="After" />
      </Box>
    </Grid>
  );
}

/**
 * One audit row in full: who, when, from where, the company, the action and its record, the
 * outcome, and what changed (before and after side by side) or the action's details.
 */
export function AuditLogDetailsDialog({ row, onClose }: { row: AuditLogRow; onClose: () => void }) {
  const hours = useSiteUtcOffset();
  const details = isRecord(row.audtDetails) ? row.audtDetails : null;
  const hasBeforeAfter = details !== null && ('changes' in details || 'before' in details || 'after' in details);
  const rest = details && hasBeforeAfter ? Object.fromEntries(Object.entries(details).filter(([key]) => !['changes', 'before', 'after'].includes(key))) : details;
  const items: [string, string][] = [
    ['Time', formatSiteDateTime(row.audtTime, hours)],
    ['User', `${row.audtUserName ?? NOT_AVAILABLE}${row.audtUserId ? ` (${row.audtUserId})` : ''}`],
    ['Action', row.audtAction],
    ['Record / Order Id', row.audtTarget ?? NOT_AVAILABLE],
    ['Company', companyOf(row)],
    ['Outcome', row.audtOutcome],
    ['Client Address', row.audtClientAddress ?? NOT_AVAILABLE],
  ];
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Audit Details"
      description={`Audit record ${row.audtId}`}
      maxWidth="64rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <DataList.Root orientation="horizontal" size="sm" mb="4">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {details && hasBeforeAfter ? <BeforeAfter details={details} /> : null}
      {rest && Object.keys(rest).length > 0 ? (
        <Box mt="3">
          <Heading size="sm" mb="1">
            Details
          </Heading>
          <BodyView body={JSON.stringify(rest)} label="Details" />
        </Box>
      ) : null}
    </DialogFrame>
  );
}
