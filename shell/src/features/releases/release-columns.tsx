import { Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn, formatSiteDateTime, NOT_AVAILABLE, useSiteUtcOffset } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import type { ReactNode } from 'react';
import { healthText, rampText, verificationText } from './release-texts';

/** A release version or commit: long, in the small type of a code; it wraps rather than being cut (a phone's row details). */
const Code = ({ value }: { value: string }) => (
  <Text as="span" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
    {value}
  </Text>
);

/** What is wrong with a release's files, in the cell of that release (decision 143). */
const Damaged = ({ detail }: { detail: string | null }) =>
  detail ? (
    <Text as="span" display="block" fontSize="xs" color="fg.error" fontWeight="semibold" role="status">
      Damaged: {detail}
    </Text>
  ) : null;

/**
 * A cell of two lines: what it is, and a muted line about it. This table has a row per app (four),
 * not pages of ten, so its rows may be taller than a list's: the canary and the figures stay in
 * view at 1366 px instead of past a horizontal scroll.
 */
const TwoLines = ({ first, second }: { first: ReactNode; second?: ReactNode }) => (
  <Stack gap="0.5" align="inherit">
    <span>{first}</span>
    {second ? (
      <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {second}
      </Text>
    ) : null}
  </Stack>
);

/**
 * The columns of the Releases screen: the active release (since when, by whom), what browsers
 * reported of it and of the canary (with the stable release over the canary's time beside it), the
 * canary (its share and step), and the active release's build (commit, verification). On a narrow
 * screen all but the app fold into the row's details (decision 095), versions wrapping in full.
 */
export function useReleaseColumns(): DataTableColumn<ReleaseRow>[] {
  const hours = useSiteUtcOffset();
  return [
    { id: 'app', header: 'App', minWidth: '8.5rem', cell: (row) => <Text as="span" fontWeight="medium">{row.app}</Text> },
    {
      id: 'active',
      header: 'Active release',
      minWidth: '15rem',
      priority: 2,
      accessor: (row) => row.active?.version,
      cell: (row) =>
        row.active ? (
          <Stack gap="0.5">
            <TwoLines
              first={<Code value={row.active.version} />}
              second={`since ${formatSiteDateTime(row.active.since, hours) || NOT_AVAILABLE} by ${row.active.by ?? NOT_AVAILABLE}`}
            />
            <Damaged detail={row.active.damaged} />
          </Stack>
        ) : (
          NOT_AVAILABLE
        ),
    },
    {
      id: 'health',
      header: 'Pages / failing',
      minWidth: '9rem',
      align: 'end',
      sortable: false,
      priority: 3,
      accessor: (row) => row.active?.health.failures,
      // Browsers report the remotes they load; the shell does not report itself.
      cell: (row) =>
        row.active && row.kind === 'remote' ? (
          <TwoLines
            first={healthText(row.active.health)}
            second={row.canary ? `canary ${healthText(row.canary.health)} · stable ${healthText(row.canary.stableHealth)}` : null}
          />
        ) : (
          NOT_AVAILABLE
        ),
    },
    {
      id: 'canary',
      header: 'Canary',
      minWidth: '12rem',
      priority: 3,
      accessor: (row) => row.canary?.version,
      cell: (row) =>
        row.canary ? (
          <Stack gap="0.5">
            <TwoLines first={<Code value={row.canary.version} />} second={[`for ${row.canary.percent} % of browsers`, rampText(row.canary.ramp)].filter(Boolean).join('; ')} />
            <Damaged detail={row.canary.damaged} />
          </Stack>
        ) : (
          NOT_AVAILABLE
        ),
    },
    {
      id: 'build',
      header: 'Build',
      minWidth: '7.5rem',
      priority: 4,
      accessor: (row) => row.active?.commit,
      cell: (row) =>
        row.active ? <TwoLines first={row.active.commit ? <Code value={row.active.commit.slice(0, 12)} /> : 'no commit'} second={verificationText(row.active.verified)} /> : NOT_AVAILABLE,
    },
  ];
}
