import type { Database } from 'better-sqlite3';

/** One event of a transaction's life, in the order they happened. */
export type TimelineEvent =
  | { kind: 'created'; time: string }
  | { kind: 'paid'; time: string; amount: number | null }
  | { kind: 'inquiry'; time: string; by: string | null; paid: boolean; request: unknown; response: unknown }
  | { kind: 'notification'; time: string; by: string | null; request: unknown; response: unknown };

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const ORDER: Record<TimelineEvent['kind'], number> = { created: 0, inquiry: 1, paid: 2, notification: 3 };

/** Which kinds of event the caller may read beyond the transaction's own. */
export interface TimelineReader {
  /** `dashboard_notification.read`: the merchant notifications, with their request and response bodies. */
  notifications: boolean;
}

/**
 * A transaction's events (decision 109): created, each inquiry with the bank's answer and who
 * asked, paid, each notification to the merchant with its request, response and who sent it
 * again. Read by the transaction's id after the route checked it belongs to the active company;
 * events of a kind the caller may not read elsewhere are left out (notifications without
 * `dashboard_notification.read`, decision 125).
 */
export class TransactionTimeline {
  private readonly inquiries;
  private readonly sends;

  constructor(db: Database) {
    this.inquiries = db.prepare<[number], { inqlCreatedTime: string; inqlRequestedBy: string | null; inqlPaid: number; inqlRequest: string; inqlResponse: string }>(
      'SELECT inqlCreatedTime, inqlRequestedBy, inqlPaid, inqlRequest, inqlResponse FROM inquiry_logs WHERE inqlTrctId = ? ORDER BY inqlId',
    );
    this.sends = db.prepare<[number], { nohiCreatedTime: string; nohiRequestedBy: string | null; nohiRequest: string | null; nohiResponse: string | null }>(
      `SELECT h.nohiCreatedTime, h.nohiRequestedBy, h.nohiRequest, h.nohiResponse
       FROM notifications n JOIN notification_history h ON h.nohiNotiId = n.notiId WHERE n.notiTrctId = ? ORDER BY h.nohiId`,
    );
  }

  eventsOf(row: Record<string, unknown>, reader: TimelineReader): TimelineEvent[] {
    const id = Number(row.trctId);
    const events: TimelineEvent[] = [{ kind: 'created', time: String(row.trctCreatedTime) }];
    if (typeof row.trctLunasTime === 'string' && row.trctLunasTime) {
      events.push({ kind: 'paid', time: row.trctLunasTime, amount: typeof row.trctTotalAmountPaid === 'number' ? row.trctTotalAmountPaid : null });
    }
    for (const inquiry of this.inquiries.all(id)) {
      events.push({
        kind: 'inquiry',
        time: inquiry.inqlCreatedTime,
        by: inquiry.inqlRequestedBy,
        paid: inquiry.inqlPaid === 1,
        request: parsed(inquiry.inqlRequest),
        response: parsed(inquiry.inqlResponse),
      });
    }
    for (const send of reader.notifications ? this.sends.all(id) : []) {
      events.push({ kind: 'notification', time: send.nohiCreatedTime, by: send.nohiRequestedBy, request: parsed(send.nohiRequest), response: parsed(send.nohiResponse) });
    }
    // Stable: events of the same moment keep created, inquiry, paid, notification order.
    return events
      .map((event, index) => ({ event, index }))
      .sort((a, b) => a.event.time.localeCompare(b.event.time) || ORDER[a.event.kind] - ORDER[b.event.kind] || a.index - b.index)
      .map(({ event }) => event);
  }
}
