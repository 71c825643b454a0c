/** The `status` part of every reply: `error` 0 on success, 1 on failure. */
export interface ReplyStatus {
  error: 0 | 1;
  message: string;
  errorCode?: number;
}

export const okStatus = (message: string): ReplyStatus => ({ error: 0, message });

export interface Pagination {
  totalData: number;
  totalPage: number;
  itemPerPage: number;
  page: number;
}

export function pagination(totalData: number, page: number, itemPerPage: number): Pagination {
  return { totalData, totalPage: Math.ceil(totalData / itemPerPage), itemPerPage, page };
}

/** A list reply (spec 3): rows, paging, the fields' metadata and the status. */
export function listReply<Row, Field>(rows: Row[], totalData: number, query: { page: number; max: number }, fields: Field[], message: string) {
  return { data: rows, pagination: pagination(totalData, query.page, query.max), fields, status: okStatus(message) };
}

/** `{ data, status }` of a single record or an action. */
export const recordReply = <Row>(data: Row, message: string) => ({ data, status: okStatus(message) });
