import type { Database } from 'better-sqlite3';
import type { Prng } from './prng';

export const TRANSACTION_COLUMNS = [
  'trctType',
  'trctCompId',
  'trctOrderId',
  'trctBank',
  'trctTotalAmount',
  'trctTotalAmountPaid',
  'trctCreatedTime',
  'trctStatus',
  'trctLunasTime',
  'trctVirtualAccountNo',
  'trctVirtualAccountName',
  'trvaExpiredDate',
  'trctQrName',
  'trctQrBank',
  'trqrReferenceNo',
] as const;

export type TransactionValues = (string | number | null)[];

const BANKS = ['BRI', 'BJB', 'Mandiri'] as const;
const BANK_PREFIX: Record<(typeof BANKS)[number], string> = { BRI: '88810', BJB: '88820', Mandiri: '88830' };
const NAMES = [
  'Andi Pratama',
  'Siti Nurhaliza',
  'Budi Hartono',
  'Dewi Sartika',
  'Rina Marlina',
  'Agus Salim',
  'Putri Ayu',
  'Joko Susilo',
  'Wayan Sudra',
  'Nur Aini',
];
const VA_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** A prepared INSERT of one transaction in TRANSACTION_COLUMNS order. */
export const prepareTransactionInsert = (db: Database) =>
  db.prepare(`INSERT INTO transactions (${TRANSACTION_COLUMNS.join(', ')}) VALUES (${TRANSACTION_COLUMNS.map(() => '?').join(', ')})`);

/**
 * One VA or QRIS transaction created at `createdMs`: about half paid (00), a third unpaid (03),
 * the rest expired (05). A VA is valid for a day, so only an older one can have expired.
 */
export function makeTransaction(
  prng: Prng,
  companyId: number,
  type: 'va' | 'qris',
  createdMs: number,
  nowMs: number,
  orderId: string,
): TransactionValues {
  // Picked for QRIS too, so every later value of the sequence stays as it was; the console's QRIS
  // screen is Transaction BRI QRIS, so the demo's QRIS transactions are BRI's.
  const picked = prng.pick(BANKS);
  const bank = type === 'qris' ? 'BRI' : picked;
  const amount = prng.int(10, 5000) * 1000;
  const roll = prng.next();
  const expiresMs = createdMs + VA_VALIDITY_MS;
  let status = roll < 0.5 ? '00' : roll < 0.8 ? '03' : '05';
  if (status === '05' && type === 'va' && expiresMs > nowMs) status = '03';
  const paidMs = Math.min(createdMs + prng.int(1, 120) * 60 * 1000, nowMs);
  const paid = status === '00';
  const name = prng.pick(NAMES);
  const created = new Date(createdMs).toISOString();
  const common = [type, companyId, orderId, bank, amount, paid ? amount : null, created, status, paid ? new Date(paidMs).toISOString() : null];
  if (type === 'va') {
    return [...common, BANK_PREFIX[bank] + prng.digits(11), name, new Date(expiresMs).toISOString(), null, null, null];
  }
  return [...common, null, null, null, name, bank, prng.digits(12)];
}
