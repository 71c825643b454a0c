import type { ColumnSpec } from './transaction-columns';
import type { TransactionType } from './transaction-types';

/** One search-by choice: the field searched (`finds[field]`) and the search box's label. */
export interface SearchByOption {
  field: string;
  label: string;
  placeholder: string;
}

/** A transaction screen as configuration: VA and QRIS are the same screen with these differences. */
export interface TransactionScreenConfig {
  type: TransactionType;
  /** Breadcrumb and heading. */
  title: string;
  /** Permission group: `.read` shows the screen and enables Inquiry and Notif. */
  permission: string;
  /** The list call (spec 7). */
  listPath: string;
  /** The CSV file's name. */
  fileName: string;
  /** Search-by choices; the first is the default (Order ID). */
  searchBy: readonly [SearchByOption, ...SearchByOption[]];
  columns: readonly ColumnSpec[];
  /** Refresh also returns to page 1 (QRIS, spec 2.9). */
  refreshToFirstPage: boolean;
  /** A failed inquiry's toast reads `Gagal mengirim inquiry status: {reason}` (QRIS, spec 8). */
  inquiryReasonInline: boolean;
}

const ORDER_ID: SearchByOption = { field: 'trctOrderId', label: 'Order ID', placeholder: 'Search Order ID..' };

/** Transaction Virtual Account (spec 2.7). */
export const VA_SCREEN: TransactionScreenConfig = {
  type: 'va',
  title: 'Transaction VA',
  permission: 'dashboard_transactionva',
  listPath: '/dashboard/transactionVa/',
  fileName: 'transactions_VA.csv',
  searchBy: [ORDER_ID, { field: 'trctVirtualAccountNo', label: 'No. Virtual Account', placeholder: 'Search Virtual Account..' }],
  // Priorities (decision 095): a phone shows the key columns, order id and status (decision 131);
  // 480 px adds the amount, 1366 px
  // with the sidebar open (about 1,040 px of table) everything up to 5, with it closed up to 6.
  columns: [
    { kind: 'no', priority: 3 },
    { kind: 'text', header: 'Order Id', fields: ['trctOrderId'], priority: 1, key: true },
    { kind: 'text', header: 'No. Virtual Account', fields: ['trctVirtualAccountNo', 'trvaVirtualAccountNo'], priority: 6 },
    { kind: 'text', header: 'Nama VA', fields: ['trctVirtualAccountName', 'trvaVirtualAccountName'], priority: 5 },
    { kind: 'text', header: 'Bank', fields: ['trctBank', 'trvaBank'], priority: 5 },
    { kind: 'amount', header: 'Jumlah', fields: ['trctTotalAmount', 'trvaTotalAmount'], priority: 2 },
    { kind: 'amount', header: 'Jumlah Dibayar', fields: ['trctTotalAmountPaid'], priority: 6 },
    { kind: 'date', header: 'Tanggal', fields: ['trctCreatedTime'], priority: 4 },
    { kind: 'date', header: 'Kadaluarsa', fields: ['trvaExpiredDate'], priority: 7 },
    { kind: 'date', header: 'Waktu Lunas', fields: ['trctLunasTime'], priority: 7 },
    { kind: 'status', priority: 1, key: true },
    { kind: 'notification', priority: 3 },
  ],
  refreshToFirstPage: false,
  inquiryReasonInline: false,
};

/** Transaction BRI QRIS (spec 2.8). */
export const QRIS_SCREEN: TransactionScreenConfig = {
  type: 'qris',
  title: 'Transaction BRI QRIS',
  permission: 'dashboard_transactionqr',
  listPath: '/dashboard/transactionQr/',
  fileName: 'transactions_QRIS.csv',
  searchBy: [ORDER_ID, { field: 'trqrReferenceNo', label: 'Ref. No.', placeholder: 'Search Ref. Number..' }],
  columns: [
    { kind: 'no', priority: 3 },
    { kind: 'text', header: 'Order Id', fields: ['trctOrderId'], priority: 1, key: true },
    { kind: 'text', header: 'Nama', fields: ['trctQrName'], priority: 5 },
    { kind: 'text', header: 'Bank', fields: ['trctQrBank', 'trctBank'], priority: 5 },
    { kind: 'text', header: 'Ref. No', fields: ['trqrReferenceNo'], priority: 6 },
    { kind: 'amount', header: 'Jumlah', fields: ['trctTotalAmount', 'trqrTotalAmount'], priority: 2 },
    { kind: 'date', header: 'Tanggal', fields: ['trctCreatedTime'], priority: 4 },
    { kind: 'status', priority: 1, key: true },
    { kind: 'notification', priority: 3 },
  ],
  refreshToFirstPage: true,
  inquiryReasonInline: true,
};
