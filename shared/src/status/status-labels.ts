import { OPERATIONS, type Operation } from '@console/rules';
import { parseJsonList } from '../format/json-list';

/** Notification status (spec 4): 1 Pending, 2 Sukses. */
export const NOTIFICATION_STATUS: Readonly<Record<number, { label: string; palette: string }>> = {
  1: { label: 'Pending', palette: 'orange' },
  2: { label: 'Sukses', palette: 'green' },
};

/** The four operations of spec 6, in their canonical order (their chips' colours are mf-master's). */
export { OPERATIONS };
export type { Operation };
/**
 * The operations of a permission or role-permission record. The API sends them as a
 * JSON-encoded string (`'["read","create"]'`); an array is taken as is; anything else is empty.
 */
export function parseOperations(value: unknown): Operation[] {
  const list = parseJsonList(value);
  return OPERATIONS.filter((operation) => list.includes(operation));
}
