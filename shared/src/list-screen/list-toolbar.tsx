import { Button, HStack, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  /** The search box (or search-by selector plus box). */
  search?: ReactNode;
  /** Extra controls after the search: date range, Export... */
  children?: ReactNode;
  /** Shows `Add Data` (give it only when the user holds `.create`). */
  onAdd?: (() => void) | undefined;
  /** Shows `Filter Data` (where the screen has a filter). */
  onFilter?: (() => void) | undefined;
  /** How many filters are applied, shown on the Filter Data button. */
  activeFilters?: number;
  onRefresh?: (() => void) | undefined;
}

/** The controls row of a list screen (spec 2.5): search, extra controls, Add Data, Filter Data, Refresh. */
export function ListToolbar({ search, children, onAdd, onFilter, activeFilters = 0, onRefresh }: ListToolbarProps) {
  return (
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
        <Button variant="outline" onClick={onFilter} aria-label={activeFilters > 0 ? `Filter Data (${activeFilters} active)` : 'Filter Data'}>
          Filter Data{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      ) : null}
      {onRefresh ? (
        <Button variant="outline" onClick={onRefresh}>
          Refresh
        </Button>
      ) : null}
    </HStack>
  );
}
