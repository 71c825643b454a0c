/** `GET /dashboard/transactionVa/summary` and `/dashboard/transactionQr/summary` (decision 110). */
export interface PaymentSummary {
  from: string;
  to: string;
  bucket: 'hour' | 'day';
  all: { amount: number; count: number };
  paid: { amount: number; count: number };
  unpaid: { amount: number; count: number };
  expired: { amount: number; count: number };
  banks: { bank: string | null; amount: number; count: number }[];
  series: { at: string; value: number; previous: number }[];
  previous: { from: string; to: string; paid: { amount: number; count: number } };
}
