export { StatusChip } from './status-chip';
export { ActiveStatusChip, NotificationStatusChip, OperationChips, TransactionStatusChip } from './status-chips';
export { NOTIFICATION_STATUS, OPERATION_PALETTE, OPERATIONS, parseOperations, TRANSACTION_STATUS } from './status-labels';
export type { Operation } from './status-labels';
