import { NOT_AVAILABLE, StatusChip } from '@console/shared/core';
import { TRANSACTION_STATUS } from './transaction-status-codes';

export { TRANSACTION_STATUS };

/** Transaction status `00` Lunas (green), `03` Belum Lunas (orange), `05` Kadaluarsa (red); an unknown code as sent. */
export function TransactionStatusChip({ status }: { status: string | null | undefined }) {
  const known = status ? TRANSACTION_STATUS[status] : undefined;
  return known ? <StatusChip label={known.label} palette={known.palette} /> : <>{status || NOT_AVAILABLE}</>;
}
