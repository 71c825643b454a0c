import { Button, Stack, Text } from '@chakra-ui/react';
import { BarChart, type DataTableColumn, DialogFrame, formatNumber, formatSiteDateTime, NOT_AVAILABLE, StaticTable, useSiteUtcOffset } from '@console/shared';
import type { ReleaseFailureKind, ReleaseHealthFigures, ReleaseRow } from '@console/shared/release-plane';
import { FAILURE_KIND_LABELS } from './release-texts';

interface FigureRow {
  what: string;
  values: (string | null)[];
}

const share = (figures: ReleaseHealthFigures) => (figures.loads === 0 ? 0 : figures.failures / Math.max(figures.loads, figures.failures));
const percent = (value: number) => `${(Math.round(value * 1000) / 10).toLocaleString('id-ID')} %`;
const KINDS = Object.keys(FAILURE_KIND_LABELS) as ReleaseFailureKind[];

/** The failing share of each minute of the last hour, `value` for one release and `mark` for the one it is compared with. */
function minutes(value: ReleaseHealthFigures, mark: ReleaseHealthFigures | null, hours: number) {
  const byMinute = new Map<string, { value?: number; mark?: number }>();
  const rate = (loads: number, failures: number) => (loads === 0 && failures === 0 ? 0 : (100 * failures) / Math.max(loads, failures));
  for (const minute of value.series) byMinute.set(minute.at, { value: rate(minute.loads, minute.failures) });
  for (const minute of mark?.series ?? []) byMinute.set(minute.at, { ...byMinute.get(minute.at), mark: rate(minute.loads, minute.failures) });
  return [...byMinute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([at, point]) => ({ label: formatSiteDateTime(at, hours).slice(11, 16), value: point.value ?? 0, ...(mark ? { mark: point.mark ?? 0 } : {}) }));
}

/**
 * What browsers reported of one app's releases (decision 143): pages and failing pages, each kind of
 * failure apart, the last failure; a canary beside the stable release over the same time (what it
 * is judged against), and the failing share of each minute of the last hour as a chart.
 */
export function ReleaseHealthDialog({ row, onClose }: { row: ReleaseRow; onClose: () => void }) {
  const hours = useSiteUtcOffset();
  const columns: { header: string; figures: ReleaseHealthFigures }[] = [];
  if (row.canary) columns.push({ header: `Canary ${row.canary.version}`, figures: row.canary.health });
  if (row.canary?.stableHealth) columns.push({ header: 'Stable, same time', figures: row.canary.stableHealth });
  if (row.active) columns.push({ header: `Active ${row.active.version}${row.canary ? ', in all' : ''}`, figures: row.active.health });
  const rows: FigureRow[] = [
    { what: 'Pages', values: columns.map(({ figures }) => formatNumber(figures.loads)) },
    { what: 'Failing pages', values: columns.map(({ figures }) => `${formatNumber(figures.failures)} (${percent(share(figures))})`) },
    ...KINDS.map((kind) => ({ what: FAILURE_KIND_LABELS[kind], values: columns.map(({ figures }) => formatNumber(figures.byKind[kind])) })),
    { what: 'Last failure', values: columns.map(({ figures }) => (figures.lastFailure ? `${figures.lastFailure} (${formatSiteDateTime(figures.lastFailureAt, hours)})` : null)) },
  ];
  const tableColumns: DataTableColumn<FigureRow>[] = [
    { id: 'what', header: 'What', minWidth: '9rem' },
    ...columns.map((column, index) => ({ id: `c${index}`, header: column.header, minWidth: '10rem', cell: (figure: FigureRow) => figure.values[index] ?? NOT_AVAILABLE })),
  ];
  const charted = row.canary ? { value: row.canary.health, mark: row.canary.stableHealth, names: ['Canary', 'Stable'] } : row.active ? { value: row.active.health, mark: null, names: ['Active'] } : null;
  const points = charted ? minutes(charted.value, charted.mark, hours) : [];

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={`Health of ${row.app}`}
      description="What browsers reported: pages that loaded each release and pages that met a failure of it."
      maxWidth="56rem"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <StaticTable label={`Health of ${row.app}`} columns={tableColumns} rows={rows} getRowId={(figure) => figure.what} />
        {points.some((point) => point.value > 0 || (point.mark ?? 0) > 0) && charted ? (
          <BarChart
            title={`Failing pages of ${row.app}, per minute`}
            points={points}
            format={(value) => `${Math.round(value * 10) / 10} %`}
            valueName={charted.names[0] ?? ''}
            {...(charted.names[1] ? { markName: charted.names[1] } : {})}
            summary={`The share of pages that met a failure, each minute of the last hour${row.canary ? ': the canary as bars, the stable release as marks' : ''}.`}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {points.length > 0 ? 'No failing pages in the last hour.' : 'No reports in the last hour.'}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
