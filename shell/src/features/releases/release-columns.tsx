import { Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn, formatSiteDateTime, NOT_AVAILABLE, useSiteUtcOffset } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import type { ReactNode } from 'react';
import { healthText, verificationText } from './release-texts';

/** A release version or commit: long, so one line in the small type of a code. */
const Code = ({ value }: { value: string }) => (
  <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
    {value}
  </Text>
);

/**
 * A cell of two lines: what it is, and a muted line about it. This table has a row per app (four),
 * not pages of ten, so its rows may be taller than a list's: the canary and the figures stay in
 * view at 1366 px instead of past a horizontal scroll.
 */
const TwoLines = ({ first, second }: { first: ReactNode; second?: ReactNode }) => (
  <Stack gap="0.5" align="inherit">
    <span>{first}</span>
    {second ? (
      <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {second}
      </Text>
    ) : null}
  </Stack>
);

/**
 * The columns of the Releases screen: the active release (since when, by whom), what browsers
 * reported of it and of the canary, the canary (its share), and the active release's build
 * (commit, verification).
 */
export function useReleaseColumns(): DataTableColumn<ReleaseRow>[] {
  const hours = useSiteUtcOffset();
  return [
    { id: 'app', header: 'App', minWidth: '8.5rem', cell: (row) => <Text as="span" fontWeight="medium">{row.app}</Text> },
    {
      id: 'active',
      header: 'Active release',
      accessor: (row) => row.active?.version,
      cell: (row) =>
        row.active ? (
          <TwoLines
            first={<Code value={row.active.version} />}
            second={`since ${formatSiteDateTime(row.active.since, hours) || NOT_AVAILABLE} by ${row.active.by ?? NOT_AVAILABLE}`}
          />
        ) : (
          NOT_AVAILABLE
        ),
    },
    {
      id: 'health',
      header: 'Loads / failures',
      minWidth: '8.5rem',
      align: 'end',
      sortable: false,
      accessor: (row) => row.active?.health.failures,
      // Browsers report the remotes they load; the shell does not report itself.
      cell: (row) =>
        row.active && row.kind === 'remote' ? (
          <TwoLines first={healthText(row.active.health)} second={row.canary ? `canary ${healthText(row.canary.health)}` : null} />
        ) : (
          NOT_AVAILABLE
        ),
    },
    {
      id: 'canary',
      header: 'Canary',
      accessor: (row) => row.canary?.version,
      cell: (row) => (row.canary ? <TwoLines first={<Code value={row.canary.version} />} second={`for ${row.canary.percent} % of browsers`} /> : NOT_AVAILABLE),
    },
    {
      id: 'build',
      header: 'Build',
      minWidth: '7.5rem',
      accessor: (row) => row.active?.commit,
      cell: (row) =>
        row.active ? <TwoLines first={row.active.commit ? <Code value={row.active.commit.slice(0, 12)} /> : 'no commit'} second={verificationText(row.active.verified)} /> : NOT_AVAILABLE,
    },
  ];
}
