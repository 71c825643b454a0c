import type { ComponentType } from 'react';
import type { ObjectShape } from 'yup';
import type { Query } from '../api/http-client';
import type { FormMode } from '../dialogs/form-dialog';
import type { FieldDefinition, FieldOption } from '../form/field-definition';
import type { DataTableColumn } from '../table/table-types';

/** A master-data record as the API sends it. */
export type ResourceRow = Record<string, unknown>;

/** What a resource's schema builder gets: the mode, the record being edited, and uniqueness checks. */
export interface SchemaContext<Row extends ResourceRow> {
  mode: FormMode;
  record: Row | null;
  /**
   * A debounced (300 ms), cached check that `field` is free: `GET <path>?finds[<field>][eq]=<value>`,
   * where the record's own row and current value never count as a duplicate.
   */
  unique: (field: string) => (value: string) => Promise<boolean>;
}

/** A count on the summary card: `totalData` of the list with `query` (all rows when empty). */
export interface SummaryCount {
  label: string;
  query?: Query;
}

/** One field of the filter dialog; its value goes to the list request as `param`. */
export type FilterFieldSpec = { name: string; label: string; param: string } & (
  | { input: 'text'; placeholder?: string }
  | { input: 'select'; options: readonly FieldOption[] }
  | { input: 'dropdown-api'; field: FieldDefinition }
);

/** The toasts of a resource (spec 8). Failures also show the server's message when it sent one. */
export interface ResourceToasts {
  created: string;
  updated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
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
  primaryKey: string;
  columns: readonly DataTableColumn<Row>[];
  /** The add/edit form's fields (spec 2.12); fields without an input are never sent. */
  fields: readonly FieldDefinition[];
  /** The form's yup rules per field (spec 5); the machinery wraps them in one object schema. */
  schema: (context: SchemaContext<Row>) => ObjectShape;
  search: {
    placeholder: string;
    /** spec 9: 300 or 500 ms. */
    debounceMs: number;
    /** Query parameter of the search (default `search`); `null` keeps it on screen only. */
    param?: string | null;
  };
  summary?: { title: string; counts: readonly SummaryCount[] };
  filter?: { fields: readonly FilterFieldSpec[] };
  toasts: ResourceToasts;
  /** Adjusts the body before it is sent (e.g. normalise the city). */
  toPayload?: (payload: Record<string, unknown>, mode: FormMode) => Record<string, unknown>;
  /** Added to every list request (e.g. `max=1000`). */
  listQuery?: Query;
  overrides?: ResourceOverrides<Row>;
}

/** Declares a resource with its row type checked against its columns and key. */
export const defineResource = <Row extends ResourceRow>(config: ResourceConfig<Row>): ResourceConfig<Row> => config;
