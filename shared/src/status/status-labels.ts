import { parseJsonList } from '../format/json-list';
/** Transaction status codes (spec 4 and 9): label and chip colour. */
export const TRANSACTION_STATUS: Readonly<Record<string, { label: string; palette: string }>> = {
  '00': { label: 'Lunas', palette: 'green' },
  '03': { label: 'Belum Lunas', palette: 'orange' },
  '05': { label: 'Kadaluarsa', palette: 'red' },
};

/** Notification status (spec 4): 1 Pending, 2 Sukses. */
export const NOTIFICATION_STATUS: Readonly<Record<number, { label: string; palette: string }>> = {
  1: { label: 'Pending', palette: 'orange' },
  2: { label: 'Sukses', palette: 'green' },
};

/** The four operations and their colours (spec 6): read green, create blue, update yellow, delete red. */
import { OPERATIONS, type Operation } from '@console/rules';

export { OPERATIONS };
export type { Operation };
export const OPERATION_PALETTE: Readonly<Record<Operation, string>> = {
  read: 'green',
  create: 'blue',
  update: 'yellow',
  delete: 'red',
};

/**
 * The operations of a permission or role-permission record. The API sends them as a
 * JSON-encoded string (`'["read","create"]'`); an array is taken as is; anything else is empty.
 */
export function parseOperations(value: unknown): Operation[] {
  const list = parseJsonList(value);
  return OPERATIONS.filter((operation) => list.includes(operation));
}
