import { DataTable, DateRangePicker, EPOCH_DATE, type FilterFieldSpec, ListScreenLayout, ListToolbar, RowActions, SearchBox } from '@console/shared/core';
import { useState } from 'react';
import { useNotificationColumns } from './notification-columns';
import { NotificationFilterDialog } from './notification-filter-dialog';
import { NotificationHistoryDialog } from './notification-history-dialog';
import { NOTIFICATION_READ, NOTIFICATION_STATUS_OPTIONS, type NotificationRow } from './notification-types';
import { useHistoryParam } from './use-history-param';
import { useNotificationList } from './use-notification-list';

/** The status filter (spec 2.10), as its chip names it. */
const NOTIFICATION_FILTER_FIELDS: readonly FilterFieldSpec[] = [{ name: 'status', label: 'By Status', param: 'finds[notiStatus]', input: 'select', options: NOTIFICATION_STATUS_OPTIONS }];

/** Search debounce of the notifications (spec 9). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The Notifications screen (spec 2.10): search by order id, date range (cleared: 1970-01-01 ..
 * today, shown as `Select Date Range`), status filter, Refresh (back to the defaults, as on the
 * transaction screens), the server-paged table newest first, and See History per row. Everything
 * it shows is in the URL, the open history included.
 */
export function NotificationsScreen() {
  const list = useNotificationList();
  const columns = useNotificationColumns();
  const history = useHistoryParam();
  const [filterOpen, setFilterOpen] = useState(false);
  const { state } = list;
  const range = state.range ?? { from: EPOCH_DATE, to: list.today };
  // Refresh does what it does on VA and QRIS (spec 2.9): search, status filter and range back to
  // their defaults (1970-01-01 .. today), page 1, then the list asked again.
  const refresh = () => {
    list.reset({ table: { pageSize: state.table.pageSize, sort: state.table.sort } });
    void list.refresh();
  };

  return (
    <ListScreenLayout
      title="Notifications"
      readPermission={NOTIFICATION_READ}
      toolbar={
        <ListToolbar
          search={<SearchBox placeholder="Search Order ID Here" value={state.table.search} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} />}
          onFilter={() => setFilterOpen(true)}
          filters={{ fields: NOTIFICATION_FILTER_FIELDS, values: state.filters, onChange: list.setFilters }}
          onRefresh={refresh}
        >
          <DateRangePicker
            label="Select Date Range"
            hideLabel
            placeholder="Select Date Range"
            value={range}
            onChange={list.setRange}
            emptyFrom={EPOCH_DATE}
            today={list.today}
          />
        </ListToolbar>
      }
    >
      <DataTable<NotificationRow>
        label="Notifications"
        columns={columns}
        {...list.tableProps}
        getRowId={(row) => String(row.notiId)}
        rowLabel={(row) => `notification ${row.notiId}`}
        rowActions={(row) => (
          // A button from md up, the row's Actions menu on a phone (as on every list).
          <RowActions
            rowLabel={`notification ${row.notiId}`}
            more={[{ label: 'See History', palette: 'info', ariaLabel: `See History of notification ${row.notiId}`, onClick: () => history.open(row.notiId) }]}
          />
        )}
      />
      {filterOpen ? <NotificationFilterDialog status={state.filters.status ?? ''} onApply={list.setFilters} onClose={() => setFilterOpen(false)} /> : null}
      {history.id !== null ? <NotificationHistoryDialog notiId={history.id} onClose={history.close} /> : null}
    </ListScreenLayout>
  );
}
