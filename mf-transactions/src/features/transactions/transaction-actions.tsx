import { ConfirmDialog, errorMessage, notify, RowActions } from '@console/shared/core';
import { useRef, useState } from 'react';
import { sendInquiry } from './api/inquiry-status';
import { sendNotification } from './api/send-notification';
import type { TransactionScreenConfig } from './transaction-screens';
import type { TransactionRow } from './transaction-types';

type ActionKind = 'inquiry' | 'notification';

const TEXTS: Record<ActionKind, { title: string; noun: string; sent: string; failed: string; repeated: (seconds: number) => string }> = {
  inquiry: {
    title: 'Kirim Inquiry',
    noun: 'inquiry',
    sent: 'Berhasil mengirim inquiry status.',
    failed: 'Gagal mengirim inquiry status',
    repeated: (seconds) => `Inquiry sudah dikirim ${seconds} detik yang lalu: bank tidak ditanya lagi.`,
  },
  notification: {
    title: 'Kirim Notifikasi',
    noun: 'notifikasi',
    sent: 'Berhasil mengirim notifikasi.',
    failed: 'Gagal mengirim notifikasi',
    repeated: (seconds) => `Notifikasi sudah dikirim ${seconds} detik yang lalu: merchant tidak dikirimi lagi.`,
  },
};

/** Inquiry only for unpaid (03), Notif only for paid (00) transactions; both need the screen's read permission. */
export const canInquire = (row: TransactionRow, canRead: boolean) => canRead && row.trctStatus === '03';
export const canNotify = (row: TransactionRow, canRead: boolean) => canRead && row.trctStatus === '00';

/**
 * A row's Inquiry and Notif: buttons from `md` up, one `Actions` menu on a phone (the shared
 * `RowActions`, as on the master screens).
 */
export function TransactionRowActions({
  row,
  canRead,
  onAsk,
  onDetail,
}: {
  row: TransactionRow;
  canRead: boolean;
  onAsk: (kind: ActionKind, row: TransactionRow) => void;
  /** Opens the transaction's detail and timeline (decision 109). */
  onDetail?: (row: TransactionRow) => void;
}) {
  return (
    <RowActions
      rowLabel={row.trctOrderId ?? undefined}
      more={[
        { label: 'Inquiry', palette: 'info', disabled: !canInquire(row, canRead), onClick: () => onAsk('inquiry', row) },
        { label: 'Notif', palette: 'primary', disabled: !canNotify(row, canRead), onClick: () => onAsk('notification', row) },
        // After the spec's two: the record, its ids and its timeline (decision 109).
        ...(onDetail ? [{ label: 'Detail', palette: 'gray', disabled: !canRead, onClick: () => onDetail(row) }] : []),
      ]}
    />
  );
}

/**
 * The confirm dialogs of Inquiry and Notif (spec 2.7) and their toasts (spec 8). Kirim sends one
 * request however often it is clicked; the dialog closes on the reply, and `onSent` refreshes the
 * list and the card after a success.
 */
export function useTransactionActions(config: TransactionScreenConfig, onSent: () => void) {
  const [asked, setAsked] = useState<{ kind: ActionKind; row: TransactionRow } | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const send = async () => {
    if (!asked || sending.current) return;
    sending.current = true;
    setBusy(true);
    const { kind, row } = asked;
    const texts = TEXTS[kind];
    const result = kind === 'inquiry' ? await sendInquiry(config.type, row.trctId) : await sendNotification(config.type, row.trctId);
    sending.current = false;
    setBusy(false);
    setAsked(null);
    if (result.success && result.repeated) {
      // A repeat within the API's window sent nothing: information, not a success (decision 133).
      notify.info(texts.repeated(result.repeated.secondsAgo));
    } else if (result.success) {
      // The bank's (or merchant's) answer under the spec's text, as a failure shows its reason.
      notify.success(texts.sent, result.message ? { detail: result.message } : undefined);
      onSent();
    } else if (kind === 'inquiry' && config.inquiryReasonInline) {
      const reason = result.message || ('error' in result && result.error ? errorMessage(result.error) : undefined) || 'Unknown error';
      notify.error(`${texts.failed}: ${reason}`);
    } else {
      notify.error(texts.failed, result.message ? { detail: result.message } : undefined);
    }
  };

  const texts = asked ? TEXTS[asked.kind] : TEXTS.inquiry;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={texts.title}
      message={`Kirim ${texts.noun} untuk transaksi dengan order id ${asked?.row.trctOrderId ?? ''}?`}
      onClose={() => setAsked(null)}
      onConfirm={() => void send()}
      busy={busy}
      cancelLabel="Batal"
      confirmLabel="Kirim"
      busyLabel="Mengirim.."
    />
  );
  return { ask: (kind: ActionKind, row: TransactionRow) => setAsked({ kind, row }), dialog };
}
