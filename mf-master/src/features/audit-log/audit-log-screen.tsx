import { Button } from '@chakra-ui/react';
import {
  csvColumnsOf,
  DataTable,
  DateRangePicker,
  ExportProgress,
  fetchList,
  type FilterFieldSpec,
  listKey,
  ListScreenLayout,
  ListToolbar,
  ResourceFilterDialog,
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
import { actionLabel, AUDIT_ACTION_OPTIONS, OUTCOME_OPTIONS } from './audit-actions';
import { AUDIT_READ, AUDIT_TRAIL_PATH, type AuditLogRow } from './audit-log-types';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filter dialog's fields. The user is typed (a part of the username) and the company by its id
 * until the API lists users and companies for an auditor; then they become pickers by name
 * (`apiFilter`), with the same names and parameters.
 */
const FILTER_FIELDS: readonly FilterFieldSpec[] = [
  { name: 'user', label: 'By User', param: 'finds[audtUserName]', input: 'text', placeholder: 'Username' },
  { name: 'action', label: 'By Aksi', param: 'finds[audtAction]', input: 'select', options: AUDIT_ACTION_OPTIONS },
  { name: 'company', label: 'By Company', param: 'finds[audtCompId]', input: 'text', placeholder: 'Id company, mis. 1' },
  { name: 'outcome', label: 'By Status', param: 'finds[audtOutcome]', input: 'select', options: OUTCOME_OPTIONS },
];

/**
 * The Audit Log (decision 105): who did what, newest first, server paged; filters by user, action,
 * company and outcome, a day range, a search by record key or order id; a row opens its details
 * (before and after side by side); Export writes the filtered view through the shared exporter.
 * Actions and outcomes in words, times in site time (decision 132).
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
  const columns = auditLogColumns(list.rowNumberOf, hours);
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
      toolbar={
        <>
          <ListToolbar
            search={<SearchBox placeholder="Cari id data atau order id" value={list.state.table.search} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} />}
            onFilter={() => setFilterOpen(true)}
            filters={{ fields: FILTER_FIELDS, values: list.state.filters, onChange: list.setFilters }}
            onRefresh={() => void list.refresh()}
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
      {opened ? <AuditLogDetailsDialog row={opened} onClose={() => setOpened(null)} /> : null}
      {filterOpen ? <ResourceFilterDialog fields={FILTER_FIELDS} values={list.state.filters} onApply={list.setFilters} onClose={() => setFilterOpen(false)} /> : null}
    </ListScreenLayout>
  );
}
