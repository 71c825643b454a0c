import { NOT_AVAILABLE } from '../format/text-format';
import { StatusChip } from './status-chip';
import { NOTIFICATION_STATUS } from './status-labels';

/**
 * Notification status 1 Pending, 2 Sukses. Any other value shows nothing; no notification at all
 * (`null`/`undefined`) shows N/A (spec 4).
 */
export function NotificationStatusChip({ status }: { status: number | string | null | undefined }) {
  if (status === null || status === undefined || status === '') return <>{NOT_AVAILABLE}</>;
  const known = NOTIFICATION_STATUS[Number(status)];
  return known ? <StatusChip label={known.label} palette={known.palette} /> : null;
}

/** User and company status: 1 Active (green), anything else Not Active (red). */
export function ActiveStatusChip({ status }: { status: number | string | boolean | null | undefined }) {
  const active = status === 1 || status === '1' || status === true;
  return <StatusChip label={active ? 'Active' : 'Not Active'} palette={active ? 'green' : 'red'} />;
}
