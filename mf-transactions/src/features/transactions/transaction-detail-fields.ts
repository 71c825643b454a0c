import type { ColumnSpec } from './transaction-columns';

/** One field of a transaction's detail: its title and value as the screen's own column shows them. */
export interface DetailField {
  title: string;
  /** The record's fields to read, the first present one shown (spec 3's fallbacks). */
  fields: readonly [string, ...string[]];
  kind: 'text' | 'amount' | 'date' | 'status' | 'notification';
  /** An identifier: offered with Copy, kept on one line. */
  id?: boolean;
}

/** The identifiers of a transaction, each copied as stored. */
const ID_FIELDS = new Set(['trctOrderId', 'trctVirtualAccountNo', 'trqrReferenceNo']);

/**
 * A transaction's detail fields, titled as the screen's columns are (`No. Virtual Account`, not
 * `trctVirtualAccountNo`), in the columns' order after the transaction's own id.
 */
export function detailFields(columns: readonly ColumnSpec[]): DetailField[] {
  const fields: DetailField[] = [{ title: 'Id Transaksi', fields: ['trctId'], kind: 'text', id: true }];
  for (const column of columns) {
    if (column.kind === 'no') continue;
    if (column.kind === 'status') fields.push({ title: 'Status', fields: ['trctStatus'], kind: 'status' });
    else if (column.kind === 'notification') fields.push({ title: 'Notifikasi', fields: ['notification'], kind: 'notification' });
    else fields.push({ title: column.header, fields: column.fields, kind: column.kind, ...(ID_FIELDS.has(column.fields[0]) ? { id: true } : {}) });
  }
  return fields;
}
