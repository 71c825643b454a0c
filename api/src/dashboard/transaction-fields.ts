import type { ListField, ListSpec } from '../http/list-query';
import { type ColumnDef, fieldsMetaOf, readOnlyColumn as column } from '../master/entity-definition';

export type TransactionType = 'va' | 'qris';

const COMMON = {
  trctId: column('trctId', 'Id', 'int(11)', 'integer', true),
  trctOrderId: column('trctOrderId', 'Order Id', 'varchar(50)', 'text'),
  trctBank: column('trctBank', 'Bank', 'varchar(20)', 'text'),
  trctTotalAmount: column('trctTotalAmount', 'Jumlah', 'bigint(20)', 'integer'),
  trctTotalAmountPaid: column('trctTotalAmountPaid', 'Jumlah Dibayar', 'bigint(20)', 'integer'),
  trctCreatedTime: column('trctCreatedTime', 'Tanggal', 'datetime', 'datetime'),
  trctStatus: column('trctStatus', 'Status', 'char(2)', 'code'),
  trctLunasTime: column('trctLunasTime', 'Waktu Lunas', 'datetime', 'datetime'),
};

/** The fields of a VA row (spec 3), in order. */
export const VA_COLUMNS: ColumnDef[] = [
  COMMON.trctId,
  COMMON.trctOrderId,
  column('trctVirtualAccountNo', 'Virtual Account', 'varchar(30)', 'text'),
  column('trctVirtualAccountName', 'Nama VA', 'varchar(100)', 'text'),
  COMMON.trctBank,
  COMMON.trctTotalAmount,
  COMMON.trctTotalAmountPaid,
  COMMON.trctCreatedTime,
  COMMON.trctStatus,
  COMMON.trctLunasTime,
  column('trvaExpiredDate', 'Kadaluarsa', 'datetime', 'datetime'),
];

/** The fields of a QRIS row (spec 3), in order. */
export const QRIS_COLUMNS: ColumnDef[] = [
  COMMON.trctId,
  COMMON.trctOrderId,
  column('trctQrName', 'Nama', 'varchar(100)', 'text'),
  column('trctQrBank', 'Bank', 'varchar(20)', 'text'),
  column('trqrReferenceNo', 'Ref. No', 'varchar(30)', 'text'),
  COMMON.trctTotalAmount,
  COMMON.trctBank,
  COMMON.trctCreatedTime,
  COMMON.trctStatus,
  COMMON.trctLunasTime,
];

function specOf(columns: ColumnDef[], filterAliases: Record<string, string>): ListSpec {
  const fields: Record<string, ListField> = {};
  for (const { name, kind } of columns) fields[name] = { expr: `t.${name}`, kind };
  return {
    fields,
    filterAliases,
    searchFields: ['trctOrderId'],
    dateField: 'trctCreatedTime',
    defaultOrder: { field: 'trctId', direction: 'DESC' },
    tiebreak: 't.trctId',
  };
}

export const TRANSACTION_VIEWS: Record<TransactionType, { columns: ColumnDef[]; spec: ListSpec; fields: ReturnType<typeof fieldsMetaOf> }> = {
  // The VA screen sends its bank filter as finds[trctQrBank] (spec 7).
  va: { columns: VA_COLUMNS, spec: specOf(VA_COLUMNS, { trctQrBank: 'trctBank' }), fields: fieldsMetaOf(VA_COLUMNS) },
  qris: { columns: QRIS_COLUMNS, spec: specOf(QRIS_COLUMNS, { trctBank: 'trctQrBank' }), fields: fieldsMetaOf(QRIS_COLUMNS) },
};
