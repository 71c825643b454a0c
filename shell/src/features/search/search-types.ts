/**
 * One hit of the top bar's search, already in words: the remotes' declared searchers find it
 * (decision 151), `order-search-hits` puts it in words, the combobox lists it and where it leads.
 */
export interface SearchHit {
  /** Unique among the hits (the option's id is made from it). */
  id: string;
  /** The group it is listed under, e.g. `Transaksi`. */
  group: string;
  /** Where picking it goes. */
  to: string;
  /** What it is: `VA VA01202611170018`. */
  title: string;
  /** The identifier that matched, when it is not the title's: `No. VA 8883063688038460`. */
  matched?: string;
  /** Its amount, formatted: `Rp. 3.175.000`. */
  amount?: string;
  /** Its status as a label and a colour palette. */
  status?: { label: string; palette: string };
  /** When it happened, in site time with the zone: `2026-11-17 22:20:39 WIB`. */
  date?: string;
}

/** What the searcher answered for the text last searched. */
export type SearchResult =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'error'; text: string; message: string }
  | { status: 'done'; text: string; hits: readonly SearchHit[]; failures?: readonly string[] };
