export { StaticTable } from './static-table';
export type { StaticTableProps } from './static-table';
