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
  columns: [
    { kind: 'no' },
    { kind: 'text', header: 'Order Id', fields: ['trctOrderId'] },
    { kind: 'text', header: 'No. Virtual Account', fields: ['trctVirtualAccountNo', 'trvaVirtualAccountNo'] },
    { kind: 'text', header: 'Nama VA', fields: ['trctVirtualAccountName', 'trvaVirtualAccountName'] },
    { kind: 'text', header: 'Bank', fields: ['trctBank', 'trvaBank'] },
    { kind: 'amount', header: 'Jumlah', fields: ['trctTotalAmount', 'trvaTotalAmount'] },
    { kind: 'amount', header: 'Jumlah Dibayar', fields: ['trctTotalAmountPaid'] },
    { kind: 'date', header: 'Tanggal', fields: ['trctCreatedTime'] },
    { kind: 'date', header: 'Kadaluarsa', fields: ['trvaExpiredDate'] },
    { kind: 'date', header: 'Waktu Lunas', fields: ['trctLunasTime'] },
    { kind: 'status' },
    { kind: 'notification' },
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
    { kind: 'no' },
    { kind: 'text', header: 'Order Id', fields: ['trctOrderId'] },
    { kind: 'text', header: 'Nama', fields: ['trctQrName'] },
    { kind: 'text', header: 'Bank', fields: ['trctQrBank', 'trctBank'] },
    { kind: 'text', header: 'Ref. No', fields: ['trqrReferenceNo'] },
    { kind: 'amount', header: 'Jumlah', fields: ['trctTotalAmount', 'trqrTotalAmount'] },
    { kind: 'date', header: 'Tanggal', fields: ['trctCreatedTime'] },
    { kind: 'status' },
    { kind: 'notification' },
  ],
  refreshToFirstPage: true,
  inquiryReasonInline: true,
};
