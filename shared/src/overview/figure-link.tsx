import { Link, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface FigureLinkProps {
  label: string;
  /** The figure as shown (already formatted); `undefined` while loading. */
  value: string | undefined;
  /** The list screen filtered to exactly the rows the figure counts; none: the figure is plain text (nothing to list). */
  to?: string | undefined;
  /** A smaller line under the figure (e.g. the amount under a count). */
  help?: string;
}

/**
 * One figure of an overview panel, a link to its rows (plain text when there are none to list). While loading, a skeleton of the figure's
 * size holds its place, so nothing moves when the figures arrive.
 */
export function FigureLink({ label, value, to, help }: FigureLinkProps) {
  return (
    <Stat.Root minW="0">
      <Stat.Label>{label}</Stat.Label>
      {value === undefined ? (
        <Skeleton as="dd" height="8" width="32" maxW="full" />
      ) : (
        <Stat.ValueText fontSize="xl" lineHeight="2rem" minH="8" overflowWrap="anywhere">
          {to === undefined ? (
            value
          ) : (
            <Link asChild variant="underline" colorPalette="blue">
              <RouterLink to={to} aria-label={`${label}: ${value}`}>
                {value}
              </RouterLink>
            </Link>
          )}
        </Stat.ValueText>
      )}
      {/* A `dd` like the value: the stat is a description list, where a bare span is not allowed (axe). */}
      {help === undefined ? null : (
        <Stat.HelpText as="dd" minH="5">
          {help}
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}

/**
 * The figures of a panel, as many side by side as fit the panel's own width (at least 9rem each,
 * at most `columns`): two on a phone, all of them in a wide panel.
 */
export function FigureGrid({ columns = 3, children }: { columns?: number; children: ReactNode }) {
  return (
    <SimpleGrid templateColumns={`repeat(auto-fit, minmax(max(9rem, calc((100% - ${columns - 1} * 1rem) / ${columns})), 1fr))`} gap="4">
      {children}
    </SimpleGrid>
  );
}
