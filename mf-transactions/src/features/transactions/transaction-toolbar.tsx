import { Button, NativeSelect } from '@chakra-ui/react';
import { DateRangePicker, type ListController, ListToolbar, SearchBox, type ToolbarFilters } from '@console/shared/core';
import type { TransactionScreenConfig } from './transaction-screens';
import type { TransactionRow } from './transaction-types';

/** Search debounce of the transaction screens (spec 9). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface TransactionToolbarProps {
  config: TransactionScreenConfig;
  list: ListController<TransactionRow>;
  /** The filter dialog's fields with their applied values: shown as removable chips. */
  filters: ToolbarFilters;
  onFilter: () => void;
  onRefresh: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search-by and search text, the date range, Export, Filter Data and Refresh (spec 2.7, 2.8). */
export function TransactionToolbar({ config, list, filters, onFilter, onRefresh, onExport, exporting }: TransactionToolbarProps) {
  const by = list.state.params.by ?? config.searchBy[0].field;
  const option = config.searchBy.find((item) => item.field === by) ?? config.searchBy[0];
  const range = list.state.range ?? { from: list.today, to: list.today };
  return (
    <ListToolbar
      search={
        <>
          <NativeSelect.Root width="auto" minW="10rem">
            {/* Changing what is searched clears the search text (spec 2.8). */}
            <NativeSelect.Field aria-label="Search by" value={by} onChange={(event) => list.update({ params: { by: event.target.value }, table: { search: '' } })}>
              {config.searchBy.map((item) => (
                <option key={item.field} value={item.field}>
                  {item.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SearchBox key={by} placeholder={option.placeholder} value={list.state.table.search} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} />
        </>
      }
      onFilter={onFilter}
      filters={filters}
      onRefresh={onRefresh}
    >
      <DateRangePicker label="Tanggal" hideLabel value={range} today={list.today} onChange={list.setRange} />
      <Button variant="outline" onClick={onExport} disabled={exporting}>
        Export
      </Button>
    </ListToolbar>
  );
}
