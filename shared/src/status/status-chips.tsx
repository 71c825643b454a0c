import { HStack } from '@chakra-ui/react';
import { NOT_AVAILABLE } from '../format/text-format';
import { StatusChip } from './status-chip';
import { NOTIFICATION_STATUS, OPERATION_PALETTE, parseOperations, TRANSACTION_STATUS } from './status-labels';

/** Transaction status `00` Lunas (green), `03` Belum Lunas (orange), `05` Kadaluarsa (red). */
export function TransactionStatusChip({ status }: { status: string | null | undefined }) {
  const known = status ? TRANSACTION_STATUS[status] : undefined;
  return known ? <StatusChip label={known.label} palette={known.palette} /> : <>{status || NOT_AVAILABLE}</>;
}

/**
 * Notification status 1 Pending, 2 Sukses. Any other value shows nothing; no notification at all
 * (`null`/`undefined`) shows N/A (spec 4).
 */
export function NotificationStatusChip({ status }: { status: number | string | null | undefined }) {
  if (status === null || status === undefined || status === '') return <>{NOT_AVAILABLE}</>;
  const known = NOTIFICATION_STATUS[Number(status)];
  return known ? <StatusChip label={known.label} palette={known.palette} /> : null;
}

/** Operation chips: read green, create blue, update yellow, delete red. Accepts the JSON string or a list. */
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

/** User and company status: 1 Active (green), anything else Not Active (red). */
export function ActiveStatusChip({ status }: { status: number | string | boolean | null | undefined }) {
  const active = status === 1 || status === '1' || status === true;
  return <StatusChip label={active ? 'Active' : 'Not Active'} palette={active ? 'green' : 'red'} />;
}
