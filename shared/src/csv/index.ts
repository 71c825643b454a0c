export { buildCsv, FORMULA_START } from './build-csv';
export type { CsvColumn } from './build-csv';
export { downloadFile, UTF8_BOM } from './download-file';
