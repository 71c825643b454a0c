import {
  csvColumnsOf,
  DataTable,
  ExportProgress,
  fetchList,
  type FilterFieldSpec,
  formatPrice,
  formatRupiah,
  listKey,
  ListScreenLayout,
  ResourceFilterDialog,
  SummaryCard,
  useCsvExport,
  useListController,
  useSiteUtcOffset,
} from '@console/shared/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TransactionRowActions, useTransactionActions } from './transaction-actions';
import { transactionColumns } from './transaction-columns';
import { exportQuery, FILTER_NAMES, transactionQuery } from './transaction-query';
import type { TransactionScreenConfig } from './transaction-screens';
import { TRANSACTION_STATUS } from './transaction-status';
import { TransactionTimelineDialog } from './transaction-timeline-dialog';
import { TransactionToolbar } from './transaction-toolbar';
import type { TransactionReply, TransactionRow } from './transaction-types';

/** The filter dialog (spec 2.7): `By Bank` free text, `By Status` select. */
const FILTER_FIELDS: readonly FilterFieldSpec[] = [
  { name: 'bank', label: 'By Bank', param: 'finds[trctQrBank]', input: 'text' },
  { name: 'status', label: 'By Status', param: 'finds[trctStatus]', input: 'select', options: Object.entries(TRANSACTION_STATUS).map(([value, { label }]) => ({ value, label })) },
];

/**
 * A transaction screen (spec 2.7, 2.8) from its configuration: the `Status Pelunasan` card,
 * search-by and search, the date range, the filter dialog, Refresh (spec 2.9), the table with
 * Inquiry and Notif, and the CSV export of the whole filtered range. VA and QRIS are two
 * configurations of this one screen.
 */
export function TransactionScreen({ config }: { config: TransactionScreenConfig }) {
  const utcOffsetHours = useSiteUtcOffset();
  const list = useListController<TransactionRow, TransactionReply>({
    path: config.listPath,
    readPermission: `${config.permission}.read`,
    sortable: config.columns.flatMap((spec) => ('fields' in spec ? [spec.fields[0]] : spec.kind === 'status' ? ['trctStatus'] : [])),
    filterNames: FILTER_NAMES,
    defaultSort: { column: 'trctId', direction: 'desc' },
    dateRange: {},
    params: { by: { default: config.searchBy[0].field, values: config.searchBy.map((option) => option.field) } },
    toQuery: transactionQuery,
  });
  const columns = transactionColumns(config.columns, { rowNumberOf: list.rowNumberOf, utcOffsetHours });
  const actions = useTransactionActions(config, () => void list.refresh());
  const csv = useCsvExport();
  const [filterOpen, setFilterOpen] = useState(false);
  const { table } = list.state;
  // `detail=<trctId>` in the URL opens that transaction's detail (the top bar's search links to it).
  const [searchParams, setSearchParams] = useSearchParams();
  const detailId = Number(searchParams.get('detail'));
  const openDetail = (row: TransactionRow) =>
    setSearchParams((params) => {
      params.set('detail', String(row.trctId));
      return params;
    });
  const closeDetail = () =>
    setSearchParams((params) => {
      params.delete('detail');
      return params;
    });

  const refresh = () => {
    // Spec 2.9: today's range, no search or filters, search by Order ID; QRIS also back to page 1.
    list.reset({ table: { pageSize: table.pageSize, sort: table.sort, ...(config.refreshToFirstPage ? {} : { page: table.page }) } });
    void list.refresh();
  };

  const exportCsv = () => {
    const state = list.state;
    void csv.start<TransactionRow>(config.fileName, {
      columns: csvColumnsOf(columns),
      fetchPage: async (page, max, exportId) => {
        const reply = await fetchList<TransactionRow>(listKey(config.listPath, exportQuery(state, page, max)), { exportId });
        return { rows: reply.data ?? [], pagination: reply.pagination };
      },
    });
  };

  const totals = list.reply?.total;
  // The card counts paid transactions (spec 2.7): under another status filter it says so.
  const status = list.state.filters.status;
  const statusLabel = status && status !== '00' ? (TRANSACTION_STATUS[status]?.label ?? status) : null;
  const loaded = list.reply !== undefined || list.error !== undefined;
  return (
    <ListScreenLayout
      title={config.title}
      readPermission={`${config.permission}.read`}
      summary={
        <SummaryCard
          title="Status Pelunasan"
          palette="info"
          items={[
            { label: 'Nominal', value: loaded ? formatRupiah(totals?.nominal_lunas ?? 0) : undefined },
            { label: 'Jumlah Transaksi', value: loaded ? formatPrice(totals?.count_lunas ?? 0) : undefined },
          ]}
          note={statusLabel ? `Kartu ini menjumlahkan transaksi Lunas saja; dengan filter Status ${statusLabel} tidak ada yang dijumlahkan. Tabel di bawah menampilkan transaksi ${statusLabel}.` : undefined}
        />
      }
      toolbar={
        <>
          <TransactionToolbar
            config={config}
            list={list}
            filters={{ fields: FILTER_FIELDS, values: list.state.filters, onChange: list.setFilters }}
            onFilter={() => setFilterOpen(true)}
            onRefresh={refresh}
            onExport={exportCsv}
            exporting={csv.running}
          />
          <ExportProgress progress={csv.progress} onCancel={csv.cancel} />
        </>
      }
    >
      <DataTable<TransactionRow>
        label={config.title}
        columns={columns}
        {...list.tableProps}
        getRowId={(row) => String(row.trctId)}
        rowActions={(row) => <TransactionRowActions row={row} canRead={list.canRead} onAsk={actions.ask} onDetail={openDetail} />}
      />
      {Number.isInteger(detailId) && detailId > 0 && list.canRead ? <TransactionTimelineDialog config={config} trctId={detailId} onClose={closeDetail} /> : null}
      {actions.dialog}
      {filterOpen ? <ResourceFilterDialog fields={FILTER_FIELDS} values={list.state.filters} onApply={list.setFilters} onClose={() => setFilterOpen(false)} /> : null}
    </ListScreenLayout>
  );
}
