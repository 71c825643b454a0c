import { Box } from '@chakra-ui/react';
import {
  BarChart,
  bucketLabel,
  EPOCH_DATE,
  FigureGrid,
  FigureLink,
  formatDateId,
  formatNumber,
  listLink,
  loadFailureText,
  OverviewPanel,
  overviewDays,
  siteZoneName,
  useLiveSummary,
  useOverviewRange,
  usePermission,
  useSiteToday,
  useSiteUtcOffset,
} from '@console/shared/core';
import { MERCHANT_NOTIFICATIONS_PANEL } from '../../declaration/panels';
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
const PERIOD = { hour: 'per jam', day: 'per hari' } as const;

/**
 * The Home page's Merchant notifications panel (decision 110): Pending against Sukses for the
 * range (kept in the URL, decision 130), and first of all how long the oldest notification still
 * pending has waited, whatever the range (a stuck webhook), each a link to the Notifications
 * screen showing those rows.
 */
export function MerchantNotificationsPanel() {
  const [range, setRange] = useOverviewRange(MERCHANT_NOTIFICATIONS_PANEL.id);
  const today = useSiteToday();
  const hours = useSiteUtcOffset();
  const days = overviewDays(range, today);
  const canRead = usePermission(NOTIFICATION_READ);
  const { data, error, refreshing, refresh } = useLiveSummary<NotificationSummary>(`${NOTIFICATION_PATH}/summary`, canRead ? days : null);
  const oldest = data?.oldestPendingTime ?? null;
  return (
    <OverviewPanel
      title={MERCHANT_NOTIFICATIONS_PANEL.title}
      range={range}
      onRangeChange={setRange}
      onRefresh={refresh}
      refreshing={refreshing}
      error={error ? `Data notifikasi merchant tidak dapat dimuat. ${loadFailureText(error)}` : null}
    >
      {/* Nothing read and an error: the message alone, no placeholder that looks still loading. */}
      {error && !data ? null : (
        <>
          <FigureGrid columns={3}>
            {/* Counted over every day, not the range: the label says so. */}
            <FigureLink
              label="Pending terlama (semua waktu)"
              value={data && (oldest ? pendingAge(oldest, new Date()) : 'Tidak ada')}
              help={data ? (oldest ? `sejak ${formatDateId(oldest, { hours })} ${siteZoneName(hours)}` : 'Tidak ada notifikasi yang menunggu') : ' '}
              to={oldest ? listLink(SCREEN, { filters: { status: '1' }, range: { from: EPOCH_DATE, to: today }, sort: { column: 'notiCreatedTime', direction: 'asc' } }) : undefined}
            />
            <FigureLink label="Pending" value={data && formatNumber(data.pending)} to={listLink(SCREEN, { filters: { status: '1' }, range: days })} />
            <FigureLink label="Sukses" value={data && formatNumber(data.success)} to={listLink(SCREEN, { filters: { status: '2' }, range: days })} />
          </FigureGrid>
          {data ? (
            <BarChart
              title={`Notifikasi ${PERIOD[data.bucket]}: Sukses dan Pending`}
              points={data.series.map((point) => ({ label: bucketLabel(point.at), value: point.success, mark: point.pending }))}
              format={formatNumber}
              valueName="Sukses"
              markName="Pending"
              summary={`Notifikasi ${PERIOD[data.bucket]}: ${formatNumber(data.success)} Sukses dan ${formatNumber(data.pending)} Pending dalam rentang ini.`}
              emptyText="Tidak ada notifikasi dalam rentang ini."
            />
          ) : (
            <Box h="190px" aria-hidden="true" />
          )}
        </>
      )}
    </OverviewPanel>
  );
}
