import type { DateRange } from '../inputs/date-range';
import { writeListParams } from '../list-screen/list-url-state';
import { DEFAULT_TABLE_STATE } from '../table/table-state';
import type { TableState } from '../table/table-types';

export interface ListLinkOptions {
  /** Filter dialog values by name, as the screen names them (e.g. `{ status: '03' }`). */
  filters?: Readonly<Record<string, string>>;
  range?: DateRange;
  sort?: TableState['sort'];
}

/**
 * A link to a list screen showing exactly the rows a figure counts: written by the same code that
 * keeps every list's state in its URL (`f_<filter>`, `from` / `to`, `sort` / `dir`), so the screen
 * reads back what the figure meant.
 */
export function listLink(path: string, { filters = {}, range, sort = null }: ListLinkOptions = {}): string {
  const search = writeListParams({ ...DEFAULT_TABLE_STATE, sort }, filters, { range: range ?? null }).toString();
  return search ? `${path}?${search}` : path;
}
