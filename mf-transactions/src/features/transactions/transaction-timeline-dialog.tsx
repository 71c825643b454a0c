import { Badge, Box, Button, DataList, HStack, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BodyView, DialogFrame, errorMessage, formatRupiah, formatSiteDateTime, NOT_AVAILABLE, useSiteUtcOffset } from '@console/shared/core';
import { type TimelineEvent, useTransactionTimeline } from './api/transaction-timeline';
import type { TransactionScreenConfig } from './transaction-screens';

/** Fields that identify the transaction: each gets a Copy button. */
const ID_FIELDS = new Set(['trctId', 'trctOrderId', 'trctVirtualAccountNo', 'trqrReferenceNo']);
const AMOUNT_FIELDS = new Set(['trctTotalAmount', 'trctTotalAmountPaid']);
const TIME_FIELDS = new Set(['trctCreatedTime', 'trctLunasTime', 'trvaExpiredDate']);

const EVENT_TITLES: Record<TimelineEvent['kind'], string> = {
  created: 'Created',
  paid: 'Paid',
  inquiry: 'Inquiry to the bank',
  notification: 'Notification to the merchant',
};

const bodyText = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** Copy for one id: the value exactly as stored goes on the clipboard; the button says Copied for a moment. */
function CopyValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <Button size="2xs" variant="outline" aria-label={`Copy ${label}`} onClick={() => void copy().catch(() => undefined)}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function EventItem({ event, index, hours }: { event: TimelineEvent; index: number; hours: number }) {
  const who = 'by' in event ? event.by : null;
  return (
    <List.Item borderLeftWidth="2px" borderColor="border.emphasized" pl="3" pb="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{EVENT_TITLES[event.kind]}</Text>
        {event.kind === 'inquiry' ? <Badge colorPalette={event.paid ? 'green' : 'orange'}>{event.paid ? 'paid' : 'not paid'}</Badge> : null}
        <Text color="fg.muted" fontSize="sm">
          {formatSiteDateTime(event.time, hours)}
        </Text>
      </HStack>
      {event.kind === 'inquiry' || event.kind === 'notification' ? (
        <Text fontSize="sm">{who ? `Sent again by ${who}` : event.kind === 'inquiry' ? 'Asked by the system' : 'Sent by the system'}</Text>
      ) : null}
      {event.kind === 'paid' && event.amount !== null ? <Text fontSize="sm">{formatRupiah(event.amount)}</Text> : null}
      {event.kind === 'inquiry' || event.kind === 'notification' ? (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="1">
          <Box flex="1" minW="0">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              Request
            </Text>
            <BodyView body={bodyText(event.request)} label={`Request ${index + 1}`} />
          </Box>
          <Box flex="1" minW="0">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              Response
            </Text>
            <BodyView body={bodyText(event.response)} label={`Response ${index + 1}`} />
          </Box>
        </Stack>
      ) : null}
    </List.Item>
  );
}

/**
 * A transaction's detail (decision 109): every field of the record, Copy for its ids, and its
 * events in order (created, each inquiry with its result, paid, each notification with its request,
 * response and who sent it again), read from the API within the active company.
 */
export function TransactionTimelineDialog({ config, trctId, onClose }: { config: TransactionScreenConfig; trctId: number; onClose: () => void }) {
  const hours = useSiteUtcOffset();
  const { data, error, isLoading } = useTransactionTimeline(config.type, trctId);
  const transaction = data?.data.transaction;
  const fields = transaction ? Object.entries(transaction).filter(([name]) => name !== 'notification') : [];
  const shown = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
    if (AMOUNT_FIELDS.has(name)) return formatRupiah(Number(value));
    if (TIME_FIELDS.has(name)) return formatSiteDateTime(String(value), hours);
    return String(value);
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Transaction Detail"
      description={transaction?.trctOrderId ? `Order Id ${String(transaction.trctOrderId)}` : undefined}
      maxWidth="64rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {isLoading ? <Spinner aria-label="Loading" /> : null}
      {error ? <Text color="fg.error">{errorMessage(error)}</Text> : null}
      {transaction ? (
        <>
          <DataList.Root orientation="horizontal" size="sm" mb="4">
            {fields.map(([name, value]) => (
              <DataList.Item key={name}>
                <DataList.ItemLabel minW={{ base: '7.5rem', md: '11rem' }} wordBreak="break-word">{name}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word" gap="2" alignItems="center">
                  {shown(name, value)}
                  {ID_FIELDS.has(name) && value !== null && value !== undefined && value !== '' ? <CopyValue value={String(value)} label={name} /> : null}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Heading size="sm" mb="2">
            Timeline
          </Heading>
          <List.Root as="ol" listStyleType="none" aria-label="Timeline" gap="1">
            {data?.data.events.map((event, index) => <EventItem key={`${event.kind}-${index}`} event={event} index={index} hours={hours} />)}
          </List.Root>
        </>
      ) : null}
    </DialogFrame>
  );
}
