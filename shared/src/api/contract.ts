/** Shapes of the backend's replies (spec section 3). */

/** `status.error` is 0 (or false) on success. */
export interface ReplyStatus {
  error: number | boolean;
  message?: string;
  /** 411: the session expired; the console logs out. */
  errorCode?: number;
}

export interface Pagination {
  totalData: number;
  totalPage: number;
  itemPerPage: number;
  page: number;
}

import type { FieldMeta } from '@console/rules';

/** Per-field metadata a list reply carries for the generic form: the API's own type (@console/rules). */
export type { FieldMeta };

export interface ListReply<Row> {
  data: Row[];
  pagination: Pagination;
  fields?: FieldMeta[];
  status: ReplyStatus;
}

export interface RecordReply<Row> {
  data: Row;
  status: ReplyStatus;
}

/** Transactions' list replies also carry the paid totals of the filtered range. */
export interface TransactionListReply<Row> extends ListReply<Row> {
  total: { nominal_lunas: number; count_lunas: number };
}

export const isOk = (status: ReplyStatus | undefined) => !!status && (status.error === 0 || status.error === false);
