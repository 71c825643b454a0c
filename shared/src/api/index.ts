export { api, configureApi, request, serializeQuery, validateHttpClientConfig } from './http-client';
export type { ApiClientOptions, HttpClientConfig, Query, RequestOptions, SessionEndReason } from './http-client';
export { ApiError, SessionExpiredError, errorMessage, serverMessage } from './api-error';
export { isOk } from './contract';
export type { FieldMeta, ListReply, Pagination, RecordReply, ReplyStatus, TransactionListReply } from './contract';
