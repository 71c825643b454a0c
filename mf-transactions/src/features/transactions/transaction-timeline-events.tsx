import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { BodyView, formatRupiah, formatZonedDateTime } from '@console/shared/core';
import type { TimelineEvent } from './api/transaction-timeline';
import { TRANSACTION_STATUS } from './transaction-status';

const EVENT_TITLES: Record<TimelineEvent['kind'], string> = {
  created: 'Dibuat',
  paid: 'Lunas',
  inquiry: 'Inquiry ke bank',
  notification: 'Notifikasi ke merchant',
};

const bodyText = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Who sent an inquiry or a notification: an inquiry is asked by someone from the console (or by
 * the system); a notification is sent by the system on payment, and sent again from the console
 * by someone.
 */
function senderText(event: Extract<TimelineEvent, { kind: 'inquiry' | 'notification' }>): string {
  if (event.kind === 'inquiry') return event.by ? `Diminta oleh ${event.by}` : 'Diminta oleh sistem';
  return event.by ? `Dikirim ulang oleh ${event.by}` : 'Dikirim oleh sistem';
}

function EventItem({ event, index, hours }: { event: TimelineEvent; index: number; hours: number }) {
  return (
    <List.Item borderLeftWidth="2px" borderColor="border.emphasized" pl="3" pb="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{EVENT_TITLES[event.kind]}</Text>
        {event.kind === 'inquiry' ? (
          <Badge colorPalette={event.paid ? TRANSACTION_STATUS['00']!.palette : TRANSACTION_STATUS['03']!.palette}>{event.paid ? TRANSACTION_STATUS['00']!.label : TRANSACTION_STATUS['03']!.label}</Badge>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {formatZonedDateTime(event.time, hours)}
        </Text>
      </HStack>
      {event.kind === 'inquiry' || event.kind === 'notification' ? <Text fontSize="sm">{senderText(event)}</Text> : null}
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

/** A transaction's events in time order, each with its time in site time and its zone. */
export function TimelineEvents({ events, hours }: { events: readonly TimelineEvent[]; hours: number }) {
  return (
    <>
      {events.map((event, index) => (
        <EventItem key={`${event.kind}-${index}`} event={event} index={index} hours={hours} />
      ))}
    </>
  );
}
