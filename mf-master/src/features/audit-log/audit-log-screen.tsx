import { Button } from '@chakra-ui/react';
import {
  csvColumnsOf,
  DataTable,
  DateRangePicker,
  ExportProgress,
  fetchList,
  listKey,
  ListScreenLayout,
  ListToolbar,
  RowActions,
  SearchBox,
  useCsvExport,
  useListController,
  useSiteUtcOffset,
} from '@console/shared/core';
import { useState } from 'react';
import { auditLogColumns } from './audit-log-columns';
import { AuditLogDetailsDialog } from './audit-log-details-dialog';
import { auditLogQuery, FILTER_NAMES } from './audit-log-query';
import { actionLabel } from './audit-actions';
import { useAuditIntegrity } from './audit-integrity';
import { AuditIntegrityStatus } from './audit-integrity-status';
import { auditFilterFields, AuditLogFilterDialog, auditPickers } from './audit-log-filters';
import { AUDIT_READ, AUDIT_TRAIL_PATH, type AuditLogRow } from './audit-log-types';
import { useAuditNames } from './audit-names';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Audit Log (decision 105): who did what, newest first, server paged; filters by user, action,
 * company and outcome, a day range, a search by record key or order id; a row opens its details
 * (before and after side by side); Export writes the filtered view through the shared exporter.
 * Actions and outcomes in words, times in site time (decision 132); users and companies picked by
 * name, records named beside their ids, the hash chain's state above the list (decision 136).
 */
export function AuditLogScreen() {
  const hours = useSiteUtcOffset();
  const list = useListController<AuditLogRow>({
    path: AUDIT_TRAIL_PATH,
    readPermission: AUDIT_READ,
    sortable: ['audtTime', 'audtUserName', 'audtAction', 'audtTarget', 'audtCompId', 'audtOutcome'],
    filterNames: FILTER_NAMES,
    defaultSort: { column: 'audtId', direction: 'desc' },
    dateRange: {},
    toQuery: auditLogQuery,
  });
  const names = useAuditNames(list.rows);
  const pickers = auditPickers(names);
  const filterFields = auditFilterFields(pickers);
  const integrity = useAuditIntegrity(list.canRead);
  const columns = auditLogColumns(list.rowNumberOf, hours, names);
  const csv = useCsvExport();
  const [filterOpen, setFilterOpen] = useState(false);
  const [opened, setOpened] = useState<AuditLogRow | null>(null);
  const range = list.state.range ?? { from: list.today, to: list.today };

  const exportCsv = () => {
    const state = list.state;
    void csv.start<AuditLogRow>('audit-log.csv', {
      columns: [
        ...csvColumnsOf(columns),
        { title: 'Kode Aksi', value: (row) => row.audtAction },
        { title: 'Detail (JSON)', value: (row) => (row.audtDetails === null ? '' : JSON.stringify(row.audtDetails)) },
      ],
      fetchPage: async (page, max, exportId) => {
        const reply = await fetchList<AuditLogRow>(listKey(AUDIT_TRAIL_PATH, { ...auditLogQuery(state), page, max, orderField: 'audtId', orderValue: 'DESC' }), { exportId });
        return { rows: reply.data ?? [], pagination: reply.pagination };
      },
    });
  };

  return (
    <ListScreenLayout
      title="Audit Log"
      readPermission={AUDIT_READ}
      summary={<AuditIntegrityStatus integrity={integrity.data} error={integrity.error} checking={integrity.isValidating} onRetry={() => void integrity.mutate()} />}
      toolbar={
        <>
          <ListToolbar
            search={<SearchBox placeholder="Cari id data atau order id" value={list.state.table.search} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} />}
            onFilter={() => setFilterOpen(true)}
            filters={{ fields: filterFields, values: list.state.filters, onChange: list.setFilters }}
            onRefresh={() => {
              void list.refresh();
              void integrity.mutate();
            }}
          >
            <DateRangePicker label="Tanggal" hideLabel value={range} today={list.today} onChange={list.setRange} />
            <Button variant="outline" onClick={exportCsv} disabled={csv.running}>
              Export
            </Button>
          </ListToolbar>
          <ExportProgress progress={csv.progress} onCancel={csv.cancel} />
        </>
      }
    >
      <DataTable<AuditLogRow>
        label="Audit Log"
        columns={columns}
        {...list.tableProps}
        getRowId={(row) => String(row.audtId)}
        rowActions={(row) => <RowActions rowLabel={`${actionLabel(row.audtAction)} ${row.audtId}`} more={[{ label: 'Detail', palette: 'info', onClick: () => setOpened(row) }]} />}
      />
      {opened ? <AuditLogDetailsDialog row={opened} names={names} onClose={() => setOpened(null)} /> : null}
      {filterOpen ? <AuditLogFilterDialog pickers={pickers} values={list.state.filters} onApply={list.setFilters} onClose={() => setFilterOpen(false)} /> : null}
    </ListScreenLayout>
  );
}
