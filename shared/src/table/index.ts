export { DataTable } from './data-table';
export type { DataTableProps } from './data-table';
export { CONDITION_LABELS, CONDITIONS, conditionNeedsValue, isActiveFilter, matchesFilter } from './filter-conditions';
export { applyTableChange, DEFAULT_PAGE_SIZE, DEFAULT_TABLE_STATE, nextSort, PAGE_NUMBERS_SHOWN, PAGE_SIZES, pageWindow, showingText, toChangeEvent } from './table-state';
export type {
  ChangeType,
  ColumnFilterValue,
  ColumnType,
  DataTableColumn,
  DataTableSource,
  FilterCondition,
  TableChange,
  TableChangeEvent,
  TableState,
} from './table-types';
