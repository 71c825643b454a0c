import type { ComponentType } from 'react';
import type { ObjectShape } from 'yup';
import type { Query } from '../api/http-client';
import type { FormMode } from '../dialogs/form-dialog';
import type { FieldDefinition, FieldOption } from '../form/field-definition';
import type { DataTableColumn } from '../table/table-types';

/** A master-data record as the API sends it. */
export type ResourceRow = Record<string, unknown>;

/**
 * The names of a row's declared properties: its keys without the index signature a row type
 * inherits from `ResourceRow` (whose `keyof` is any string, which would check nothing).
 */
export type RowField<Row> = keyof { [K in keyof Row as string extends K ? never : number extends K ? never : K]: Row[K] } & string;

/**
 * A column typed against its row: its id is a property of the row, or, for a value the row
 * carries elsewhere (a joined name the API sorts by, the row's number), the column reads it with
 * its `accessor`. A misspelt id is then a compile error rather than an `N/A` column.
 */
export type RowColumn<Row> = DataTableColumn<Row> & ({ id: RowField<Row> } | { accessor: (row: Row) => unknown });

/** A field of a resource's add/edit form: it edits a property of the row. */
export type ResourceField<Row extends ResourceRow> = FieldDefinition & { Field: RowField<Row> };

/** What a resource's schema builder gets: the mode, the record being edited, and uniqueness checks. */
export interface SchemaContext<Row extends ResourceRow> {
  mode: FormMode;
  record: Row | null;
  /**
   * A debounced (300 ms), cached check that `field` is free: `GET <path>?finds[<field>][eq]=<value>`,
   * where the record's own row and current value never count as a duplicate.
   */
  unique: (field: string, options?: UniqueOptions) => (value: string) => Promise<boolean>;
}

/** Where `unique(field, options)` looks: another list than the resource's own (User's username lives in `User_Login`). */
export interface UniqueOptions {
  /** The list asked with `finds[<field>][eq]` (default: the resource's `path`). */
  path?: string;
  /** The key of that list's rows; a row whose key is the edited record's id is its own (default: the resource's key). */
  primaryKey?: string;
}

/**
 * A count on the summary card: `totalData` of the list with `query` (all rows when empty), or a
 * value computed from the other counts by label (User Role's `Lainnya` = all minus the named roles).
 */
export type SummaryCount = { label: string; query?: Query; from?: never } | { label: string; from: (counts: Readonly<Record<string, number>>) => number; query?: never };

/** One field of the filter dialog; its value goes to the list request as `param`. */
export type FilterFieldSpec = { name: string; label: string; param: string } & (
  | { input: 'text'; placeholder?: string }
  | { input: 'select'; options: readonly FieldOption[] }
  | { input: 'dropdown-api'; field: FieldDefinition }
);

/**
 * A `By ...` filter whose choices come from a list (`options_api_path`, asked with max 1,000,000):
 * `finds[<name>]=<picked key>`, e.g. `apiFilter('usroRoleId', 'By Role', '/master/roles')`.
 */
export const apiFilter = (name: string, label: string, optionsPath: string, title = label.replace(/^By /, '')): FilterFieldSpec => ({
  name,
  label,
  param: `finds[${name}]`,
  input: 'dropdown-api',
  field: { Field: name, title, input: 'dropdown-api', options_api_path: optionsPath },
});

/**
 * The toasts of a resource (spec 8). Failures also show the server's message when it sent one; a
 * failed call of a multi-call write shows its step's own `failed` text instead (see `ResourceStep`).
 */
export interface ResourceToasts {
  created: string;
  updated: string;
  /** A failed save (add; also edit without `updateFailed`). */
  saveFailed: string;
  /** A failed edit, when it has its own text (User: `Gagal memperbarui user data.`). */
  updateFailed?: string;
  /** Edit or delete of a record without its key (User: `User ID diperlukan.`). */
  missingId?: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * One call of a write (the react-admin data-provider / lifecycle idea): POST `path`, PUT or DELETE
 * `path/{id}`. A resource whose record spans two APIs (User: `/master/user` + `/master/User_Login`)
 * lists one step per call; the calls run in order and stop at the first failure.
 */
export interface ResourceStep {
  /** The REST path of this call. */
  path: string;
  /** The body of this call from the form's payload (default: the whole payload). */
  body?: (payload: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** The toast title when this call fails (spec 8's per-step texts, e.g. `Error saving user data (login)`). */
  failed?: string;
  /** A 404 is no failure: delete, the record is already gone (a cascade); get one, there is nothing to merge. */
  missingOk?: boolean;
}

/**
 * How a resource reads one record and writes (default: REST on `path`, one call each). With several
 * create steps, a failed later call undoes the earlier ones (DELETE of what they created), so the
 * dialog can be saved again as typed.
 */
export interface ResourceData {
  /** Loads the record for the edit form: the list row merged with each step's `GET path/{id}` `data`. */
  getOne?: readonly ResourceStep[];
  create?: readonly ResourceStep[];
  update?: readonly ResourceStep[];
  remove?: readonly ResourceStep[];
}

/** Pieces a resource may replace where the spec differs from the common screen. */
export interface ResourceOverrides<Row extends ResourceRow> {
  /** Replaces the summary card. */
  Summary?: ComponentType<{ config: ResourceConfig<Row> }>;
  /** Replaces the fields of the add/edit dialog (rendered inside its formik form). */
  FormFields?: ComponentType<{ config: ResourceConfig<Row>; mode: FormMode; record: Row | null }>;
}

/**
 * A master-data screen as configuration (the react-admin / refine idea): `ResourceScreen` renders
 * the list layout, table, dialogs, validation, toasts and permission gates from this.
 */
export interface ResourceConfig<Row extends ResourceRow> {
  /** Screen name: breadcrumb `Home > {title}` and heading. */
  title: string;
  /** The entity in dialog subtitles: `Menambahkan data {entity} baru.` / `Mengedit data {entity}.` */
  entity: string;
  /** Permission group: `.read` shows the screen, `.create` Add Data, `.update` Edit, `.delete` Delete. */
  permission: string;
  /** List path; a record is `<path>/<id>`. */
  path: string;
  /** The row's key: `<path>/<id>` of edits and deletes. */
  primaryKey: RowField<Row>;
  columns: readonly RowColumn<Row>[];
  /** The add/edit form's fields (spec 2.12); fields without an input are never sent. */
  fields: readonly ResourceField<Row>[];
  /** The form's yup rules per field (spec 5); the machinery wraps them in one object schema. */
  schema: (context: SchemaContext<Row>) => ObjectShape;
  search: {
    placeholder: string;
    /** spec 9: 300 or 500 ms. */
    debounceMs: number;
    /** Query parameter of the search (default `search`); `null` keeps it on screen only. */
    param?: string | null;
  };
  /**
   * The summary card above the toolbar (spec 2.6). By default `Ringkasan` with `Jumlah Data`, the
   * count of all rows; a resource names other counts (or title), or `false` for no card.
   */
  summary?: { title?: string; counts?: readonly SummaryCount[] } | false;
  filter?: { fields: readonly FilterFieldSpec[] };
  toasts: ResourceToasts;
  /** Adjusts the body before it is sent (e.g. normalise the city). */
  toPayload?: (payload: Record<string, unknown>, mode: FormMode) => Record<string, unknown>;
  /** Added to every list request (e.g. `max=1000`, or the default order `orderField` / `orderValue`). */
  listQuery?: Query;
  /**
   * Where the list is paged: `server` (default: `page`, `max` and the sort go to the API) or
   * `client`: one list call (with `listQuery`, e.g. User Company's `max=1000` of spec 7), and the
   * table pages, sorts and searches the rows it got (spec 2.13's client mode). A search with
   * `param: null` then filters the loaded rows (Role Permission). Decision 096.
   */
  paging?: 'server' | 'client';
  /** Names a row for its buttons (`Edit {label}`, `Actions for {label}`); default the first column's value. */
  rowLabel?: (row: Row) => string;
  /** Reading one record and the write calls, when they are not one REST call on `path`. */
  data?: ResourceData;
  overrides?: ResourceOverrides<Row>;
}

/** Declares a resource with its row type checked against its key, its columns' ids and its form fields' names. */
export const defineResource = <Row extends ResourceRow>(config: ResourceConfig<Row>): ResourceConfig<Row> => config;
