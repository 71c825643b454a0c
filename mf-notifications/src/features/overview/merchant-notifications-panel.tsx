import { Box } from '@chakra-ui/react';
import {
  BarChart,
  bucketLabel,
  EPOCH_DATE,
  errorMessage,
  FigureGrid,
  FigureLink,
  formatDateId,
  formatNumber,
  listLink,
  OverviewPanel,
  type OverviewRange,
  overviewDays,
  useLiveSummary,
  usePermission,
  useSiteToday,
  useSiteUtcOffset,
} from '@console/shared/core';
import { useState } from 'react';
import { NOTIFICATION_PATH, NOTIFICATION_READ } from '../notifications/notification-types';
import { pendingAge } from './pending-age';

/** `GET /dashboard/notification/summary` (decision 110). */
interface NotificationSummary {
  bucket: 'hour' | 'day';
  all: number;
  pending: number;
  success: number;
  oldestPendingTime: string | null;
  series: { at: string; pending: number; success: number }[];
}

const SCREEN = '/dashboard/notifications';
const PERIOD = { hour: 'per hour', day: 'per day' } as const;

/**
 * The Home page's Merchant notifications panel (decision 110): Pending against Sukses for the
 * range, and first of all how long the oldest notification still pending has waited (a stuck
 * webhook), each a link to the Notifications screen showing those rows.
 */
export function MerchantNotificationsPanel() {
  const [range, setRange] = useState<OverviewRange>('today');
  const today = useSiteToday();
  const offset = useSiteUtcOffset();
  const days = overviewDays(range, today);
  const canRead = usePermission(NOTIFICATION_READ);
  const { data, error, refreshing, refresh } = useLiveSummary<NotificationSummary>(`${NOTIFICATION_PATH}/summary`, canRead ? days : null);
  const oldest = data?.oldestPendingTime ?? null;
  return (
    <OverviewPanel
      title="Merchant notifications"
      range={range}
      onRangeChange={setRange}
      onRefresh={refresh}
      refreshing={refreshing}
      error={error ? `Merchant notifications could not be read: ${errorMessage(error)}` : null}
    >
      <FigureGrid columns={3}>
        <FigureLink
          label="Oldest pending"
          value={data && (oldest ? pendingAge(oldest, new Date()) : 'None')}
          help={data ? (oldest ? `since ${formatDateId(oldest, { hours: offset })}` : 'Nothing is waiting') : ' '}
          to={listLink(SCREEN, { filters: { status: '1' }, range: { from: EPOCH_DATE, to: today }, sort: { column: 'notiCreatedTime', direction: 'asc' } })}
        />
        <FigureLink label="Pending" value={data && formatNumber(data.pending)} to={listLink(SCREEN, { filters: { status: '1' }, range: days })} />
        <FigureLink label="Sukses" value={data && formatNumber(data.success)} to={listLink(SCREEN, { filters: { status: '2' }, range: days })} />
      </FigureGrid>
      {data ? (
        <BarChart
          title={`Notifications ${PERIOD[data.bucket]}: Sukses and Pending`}
          points={data.series.map((point) => ({ label: bucketLabel(point.at), value: point.success, mark: point.pending }))}
          format={formatNumber}
          valueName="Sukses"
          markName="Pending"
          summary={`Notifications ${PERIOD[data.bucket]}: ${formatNumber(data.success)} Sukses and ${formatNumber(data.pending)} Pending in this range.`}
        />
      ) : (
        <Box h="190px" aria-hidden="true" />
      )}
    </OverviewPanel>
  );
}
