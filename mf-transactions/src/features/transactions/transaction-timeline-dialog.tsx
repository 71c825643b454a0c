import { Button, DataList, Heading, HStack, List, Span, Spinner, Text } from '@chakra-ui/react';
import {
  DialogFrame,
  formatRupiah,
  formatZonedDateTime,
  isEmptyValue,
  loadFailureText,
  NOT_AVAILABLE,
  NotificationStatusChip,
  siteZoneName,
  useSiteUtcOffset,
} from '@console/shared/core';
import { type ReactNode, useState } from 'react';
import { useTransactionTimeline } from './api/transaction-timeline';
import { type DetailField, detailFields } from './transaction-detail-fields';
import { fieldOf, hasNotification, notificationStatusOf } from './transaction-fields';
import type { TransactionScreenConfig } from './transaction-screens';
import { TransactionStatusChip } from './transaction-status';
import { TimelineEvents } from './transaction-timeline-events';
import type { TransactionRow } from './transaction-types';

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

/** A field's value as the screen's column shows it: amounts in rupiah, times in site time with their zone, statuses by their labels. */
function fieldValue(field: DetailField, row: TransactionRow, hours: number): ReactNode {
  if (field.kind === 'notification') return hasNotification(row) ? <NotificationStatusChip status={notificationStatusOf(row.notification)} /> : NOT_AVAILABLE;
  const value = fieldOf(row, ...field.fields);
  if (isEmptyValue(value)) return NOT_AVAILABLE;
  if (field.kind === 'status') return <TransactionStatusChip status={String(value)} />;
  if (field.kind === 'amount') return formatRupiah(Number(value));
  if (field.kind === 'date') return formatZonedDateTime(String(value), hours) || NOT_AVAILABLE;
  return String(value);
}

/**
 * A transaction's detail (decision 109): its fields titled and shown as the screen's columns show
 * them, Copy for its ids, and its events in order (created, each inquiry with its result, paid,
 * each notification with its request, response and who sent it again), read from the API within
 * the active company. Times say their zone; label above value on a phone.
 */
export function TransactionTimelineDialog({ config, trctId, onClose }: { config: TransactionScreenConfig; trctId: number; onClose: () => void }) {
  const hours = useSiteUtcOffset();
  const { data, error, isLoading } = useTransactionTimeline(config.type, trctId);
  const transaction = data?.data.transaction;
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Detail Transaksi"
      description={transaction?.trctOrderId ? `Order Id ${String(transaction.trctOrderId)}` : undefined}
      maxWidth="64rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {isLoading ? <Spinner aria-label="Memuat" /> : null}
      {error ? <Text color="fg.error">{`Detail transaksi tidak dapat dimuat. ${loadFailureText(error)}`}</Text> : null}
      {transaction ? (
        <>
          {/* Label above value on a phone, beside it from md up. */}
          <DataList.Root orientation="horizontal" size="sm" mb="4" gap={{ base: '3', md: '2' }}>
            {detailFields(config.columns).map((field) => {
              const value = fieldOf(transaction, ...field.fields);
              return (
                <DataList.Item key={field.title} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'flex-start', md: 'center' }} gap={{ base: '0.5', md: '4' }}>
                  <DataList.ItemLabel minW={{ md: '11rem' }}>{field.title}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <HStack gap="2" wrap="wrap" align="center" minW="0">
                      {/* An id stays on one line (a VA number is not broken before its last digit). */}
                      <Span whiteSpace={field.id ? 'nowrap' : undefined} overflowWrap={field.id ? undefined : 'anywhere'} fontVariantNumeric={field.id ? 'tabular-nums' : undefined}>
                        {fieldValue(field, transaction, hours)}
                      </Span>
                      {field.id && !isEmptyValue(value) ? <CopyValue value={String(value)} label={field.title} /> : null}
                    </HStack>
                  </DataList.ItemValue>
                </DataList.Item>
              );
            })}
          </DataList.Root>
          <Heading size="sm" mb="1">
            Riwayat
          </Heading>
          <Text fontSize="xs" color="fg.muted" mb="2">
            {`Waktu dalam ${siteZoneName(hours)}. Request dan response ditampilkan apa adanya; waktu di dalamnya dalam UTC.`}
          </Text>
          <List.Root as="ol" listStyleType="none" aria-label="Riwayat" gap="1">
            <TimelineEvents events={data?.data.events ?? []} hours={hours} />
          </List.Root>
        </>
      ) : null}
    </DialogFrame>
  );
}
