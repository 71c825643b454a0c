import { Button, HStack, Spacer, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appliedFilters, FilterChips, type ToolbarFilters } from './filter-chips';

export interface ListToolbarProps {
  /** The search box (or search-by selector plus box). */
  search?: ReactNode;
  /** Extra controls after the search: date range, Export... */
  children?: ReactNode;
  /** Shows `Add Data` (give it only when the user holds `.create`). */
  onAdd?: (() => void) | undefined;
  /** Shows `Filter Data` (where the screen has a filter). */
  onFilter?: (() => void) | undefined;
  /** How many filters are applied, shown on the Filter Data button (counted from `filters` when given). */
  activeFilters?: number;
  onRefresh?: (() => void) | undefined;
  /** The screen's filters: each applied one shows as a removable chip under the toolbar. */
  filters?: ToolbarFilters | undefined;
}

/**
 * The controls row of a list screen (spec 2.5): search, extra controls, Add Data, Filter Data,
 * Refresh; under it, the applied filters as removable chips.
 */
export function ListToolbar({ search, children, onAdd, onFilter, activeFilters = 0, onRefresh, filters }: ListToolbarProps) {
  const applied = filters ? appliedFilters(filters).length : activeFilters;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" align="center">
        {search}
        {children}
        <Spacer />
        {onAdd ? (
          <Button colorPalette="primary" onClick={onAdd}>
            Add Data
          </Button>
        ) : null}
        {onFilter ? (
          <Button variant="outline" onClick={onFilter} aria-label={applied > 0 ? `Filter Data (${applied} active)` : 'Filter Data'}>
            Filter Data{applied > 0 ? ` (${applied})` : ''}
          </Button>
        ) : null}
        {onRefresh ? (
          <Button variant="outline" onClick={onRefresh}>
            Refresh
          </Button>
        ) : null}
      </HStack>
      {filters ? <FilterChips {...filters} /> : null}
    </Stack>
  );
}
