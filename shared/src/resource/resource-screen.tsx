import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatNumber } from '../format/number-format';
import { defaultRowLabel } from '../table/column-priority';
import { DeleteDialog } from '../dialogs/confirm-dialog';
import { ListScreenLayout } from '../list-screen/list-screen-layout';
import { ListToolbar } from '../list-screen/list-toolbar';
import { RowActions } from '../list-screen/row-actions';
import { SearchBox } from '../list-screen/search-box';
import { useListController } from '../list-screen/use-list-controller';
import { usePermission } from '../session/use-session';
import { notify } from '../toast/notify';
import { DataTable } from '../table/data-table';
import type { ResourceConfig, ResourceRow } from './resource-config';
import { ResourceFilterDialog } from './resource-filter-dialog';
import { ResourceFormDialog } from './resource-form-dialog';
import { notifyFailure, useResourceData } from './resource-mutations';
import { toListQuery } from './resource-query';
import { ResourceSummary } from './resource-summary';

type OpenDialog<Row> = { kind: 'add' } | { kind: 'edit'; record: Row } | { kind: 'delete'; record: Row } | { kind: 'filter' } | null;

/**
 * A whole master-data screen from its configuration (spec 2.5, 2.6): permission gates, summary
 * card, debounced search, Add Data / Filter Data / Refresh, the table with Edit and Delete (paged
 * by the server, or in the table with `paging: 'client'`), the add/edit, delete and filter
 * dialogs, and the list state in the URL.
 */
export function ResourceScreen<Row extends ResourceRow>({ config }: { config: ResourceConfig<Row> }) {
  const canCreate = usePermission(`${config.permission}.create`);
  const canUpdate = usePermission(`${config.permission}.update`);
  const canDelete = usePermission(`${config.permission}.delete`);
  const sortable = config.columns.filter((column) => column.sortable !== false).map((column) => column.id);
  const filterNames = (config.filter?.fields ?? []).map((field) => field.name);
  const list = useListController<Row>({
    path: config.path,
    readPermission: `${config.permission}.read`,
    sortable,
    filterNames,
    toQuery: (state) => toListQuery(config, state.table, state.filters),
    paging: config.paging,
  });
  const rowLabel = useMemo(() => config.rowLabel ?? defaultRowLabel(config.columns), [config]);
  const { remove, revalidate } = useResourceData(config);
  const [dialog, setDialog] = useState<OpenDialog<Row>>(null);
  const [deleting, setDeleting] = useState(false);
  const close = () => setDialog(null);
  const { rows } = list;

  const confirmDelete = async (record: Row) => {
    setDeleting(true);
    try {
      await remove(record[config.primaryKey]);
    } catch (error) {
      notifyFailure(config.toasts.deleteFailed, error);
      return;
    } finally {
      setDeleting(false);
    }
    notify.success(config.toasts.deleted);
    close();
    // The last row of a later page is gone: show the page before it.
    if (rows.length === 1 && list.state.table.page > 1) list.setTable({ ...list.state.table, page: list.state.table.page - 1 });
    void revalidate();
  };

  const SummaryOverride = config.overrides?.Summary;
  // A client-paged list holds what one call returned: say so when the server has more.
  const serverTotal = list.reply?.pagination?.totalData ?? 0;
  const cutShort = config.paging === 'client' && serverTotal > rows.length;

  return (
    <ListScreenLayout
      title={config.title}
      readPermission={`${config.permission}.read`}
      summary={SummaryOverride ? <SummaryOverride config={config} /> : <ResourceSummary config={config} />}
      toolbar={
        <ListToolbar
          search={<SearchBox placeholder={config.search.placeholder} value={list.state.table.search} debounceMs={config.search.debounceMs} onSearch={list.setSearch} />}
          onAdd={canCreate ? () => setDialog({ kind: 'add' }) : undefined}
          onFilter={config.filter ? () => setDialog({ kind: 'filter' }) : undefined}
          filters={config.filter ? { fields: config.filter.fields, values: list.state.filters, onChange: list.setFilters } : undefined}
          onRefresh={() => void revalidate()}
        />
      }
    >
      <DataTable<Row>
        label={config.title}
        columns={config.columns}
        {...list.tableProps}
        getRowId={(row, index) => String(row[config.primaryKey] ?? index)}
        rowLabel={rowLabel}
        rowActions={
          canUpdate || canDelete
            ? (row) => (
                <RowActions
                  rowLabel={rowLabel(row)}
                  onEdit={canUpdate ? () => setDialog({ kind: 'edit', record: row }) : undefined}
                  onDelete={canDelete ? () => setDialog({ kind: 'delete', record: row }) : undefined}
                />
              )
            : undefined
        }
      />
      {cutShort ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {`Only the first ${formatNumber(rows.length)} of ${formatNumber(serverTotal)} entries are listed: narrow them with the search or the filter.`}
        </Text>
      ) : null}
      {dialog?.kind === 'add' ? <ResourceFormDialog config={config} mode="add" record={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <ResourceFormDialog key={String(dialog.record[config.primaryKey])} config={config} mode="edit" record={dialog.record} onClose={close} /> : null}
      <DeleteDialog open={dialog?.kind === 'delete'} busy={deleting} onClose={close} onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.record)} />
      {dialog?.kind === 'filter' && config.filter ? <ResourceFilterDialog fields={config.filter.fields} values={list.state.filters} onApply={list.setFilters} onClose={close} /> : null}
    </ListScreenLayout>
  );
}
