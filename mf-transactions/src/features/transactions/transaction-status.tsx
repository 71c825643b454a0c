import { NOT_AVAILABLE, StatusChip } from '@console/shared/core';

/** Transaction status codes (spec 4 and 9): label and chip colour. */
export const TRANSACTION_STATUS: Readonly<Record<string, { label: string; palette: string }>> = {
  '00': { label: 'Lunas', palette: 'green' },
  '03': { label: 'Belum Lunas', palette: 'orange' },
  '05': { label: 'Kadaluarsa', palette: 'red' },
};

/** Transaction status `00` Lunas (green), `03` Belum Lunas (orange), `05` Kadaluarsa (red); an unknown code as sent. */
export function TransactionStatusChip({ status }: { status: string | null | undefined }) {
  const known = status ? TRANSACTION_STATUS[status] : undefined;
  return known ? <StatusChip label={known.label} palette={known.palette} /> : <>{status || NOT_AVAILABLE}</>;
}
