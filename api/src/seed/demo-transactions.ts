import type { Database } from 'better-sqlite3';
import { siteDayStartMs, siteDay } from '../http/site-time';
import { makeTransaction, prepareTransactionInsert, type TransactionValues } from './transaction-generator';
import { Prng } from './prng';

const PER_COMPANY_AND_TYPE = 36;
/** The first transactions of each company and type fall on today (site time), so the default view has data. */
const TODAY = 4;

/** History entries cycle through a JSON answer, a non-JSON answer and an empty one. */
function historyEntries(orderId: string, amount: number, delivered: boolean, count: number, firstMs: number, nowMs: number) {
  const entries: { request: string; response: string; at: string }[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(Math.min(firstMs + i * 5 * 60 * 1000, nowMs)).toISOString();
    const request = JSON.stringify({ orderId, status: '00', amount, sentAt: at });
    const last = i === count - 1;
    let response: string;
    if (delivered && last) response = JSON.stringify({ responseCode: 200, responseMessage: 'Success', orderId });
    else if (i % 3 === 0) response = '';
    else if (i % 3 === 1) response = '<html><body>502 Bad Gateway</body></html>';
    else response = JSON.stringify({ responseCode: 500, responseMessage: 'Internal Server Error' });
    entries.push({ request: i === 2 ? 'orderId=' + orderId : request, response, at });
  }
  return entries;
}

/**
 * VA and QRIS transactions of every company over the last 30 days (today included), with
 * Pending and Sukses notifications (and none) on paid ones, and their histories.
 */
export function seedDemoTransactions(db: Database, companyIds: number[], now: Date, siteOffsetHours: number): void {
  const prng = new Prng(20261121);
  const nowMs = now.getTime();
  const todayStart = siteDayStartMs(siteDay(now, siteOffsetHours), siteOffsetHours) ?? nowMs;
  const insert = prepareTransactionInsert(db);
  const insertNotification = db.prepare(
    'INSERT INTO notifications (notiTrctId, notiOrderId, notiStatus, notiCreatedTime) VALUES (?, ?, ?, ?)',
  );
  const insertHistory = db.prepare(
    'INSERT INTO notification_history (nohiNotiId, nohiRequest, nohiResponse, nohiCreatedTime) VALUES (?, ?, ?, ?)',
  );
  const generated: { orderId: string; values: TransactionValues }[] = [];
  for (const companyId of companyIds) {
    for (const type of ['va', 'qris'] as const) {
      for (let i = 0; i < PER_COMPANY_AND_TYPE; i++) {
        const createdMs =
          i < TODAY ? todayStart + Math.floor(prng.next() * Math.max(1, nowMs - todayStart)) : nowMs - prng.int(1, 30 * 24 * 60) * 60 * 1000;
        const day = new Date(createdMs).toISOString().slice(0, 10).replace(/-/g, '');
        const orderId = `${type === 'va' ? 'VA' : 'QR'}${String(companyId).padStart(2, '0')}${day}${String(i + 1).padStart(4, '0')}`;
        generated.push({ orderId, values: makeTransaction(prng, companyId, type, Math.min(createdMs, nowMs), nowMs, orderId) });
      }
    }
  }
  // Ids follow creation time, as they would in production.
  generated.sort((a, b) => String(a.values[6]).localeCompare(String(b.values[6])));

  let paidCount = 0;
  db.transaction(() => {
    for (const { orderId, values } of generated) {
      const transactionId = Number(insert.run(...values).lastInsertRowid);
      if (values[7] !== '00') continue;
      // Paid ones: a third Sukses, a third Pending, a third never notified.
      const kind = paidCount++ % 3;
      if (kind === 2) continue;
      const notifiedMs = Math.min(Date.parse(String(values[8])) + 60 * 1000, nowMs);
      const notificationId = Number(
        insertNotification.run(transactionId, orderId, kind === 0 ? 2 : 1, new Date(notifiedMs).toISOString()).lastInsertRowid,
      );
      for (const entry of historyEntries(orderId, Number(values[4]), kind === 0, 1 + (paidCount % 3), notifiedMs, nowMs)) {
        insertHistory.run(notificationId, entry.request, entry.response, entry.at);
      }
    }
  })();
}

