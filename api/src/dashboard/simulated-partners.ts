import { createHash } from 'node:crypto';
import type { TransactionType } from './transaction-fields';

/**
 * Stand-ins for the bank and the merchant: no network, and deterministic, so the same
 * transaction always gets the same answer (tests and demos can rely on it).
 */

/** Whether the bank reports this order as paid: about half of the unpaid orders are. */
export const bankSaysPaid = (orderId: string) => (createHash('sha256').update(orderId).digest()[0] ?? 0) % 2 === 0;

export function askBank(type: TransactionType, orderId: string, amount: number, at: string) {
  const paid = bankSaysPaid(orderId);
  const request = { type, orderId, amount, requestedAt: at };
  const response = paid
    ? { responseCode: '00', responseMessage: 'Paid', orderId, paidAmount: amount, paidAt: at }
    : { responseCode: '03', responseMessage: 'Not paid yet', orderId };
  return { paid, request, response };
}

/** The merchant accepts every paid notification. */
export function notifyMerchant(type: TransactionType, orderId: string, amount: number, at: string) {
  const request = JSON.stringify({ type, orderId, status: '00', amount, sentAt: at });
  const response = JSON.stringify({ responseCode: 200, responseMessage: 'Success', orderId });
  return { request, response, responseCode: 200, responseMessage: 'Success' };
}
