import { Button } from '@chakra-ui/react';
import { DataTable, DateRangePicker, EPOCH_DATE, ListScreenLayout, ListToolbar, SearchBox } from '@console/shared/core';
import { useState } from 'react';
import { useNotificationColumns } from './notification-columns';
import { NotificationFilterDialog } from './notification-filter-dialog';
import { NotificationHistoryDialog } from './notification-history-dialog';
import { NOTIFICATION_READ, type NotificationRow } from './notification-types';
import { useHistoryParam } from './use-history-param';
import { useNotificationList } from './use-notification-list';

/** Search debounce of the notifications (spec 9). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The Notifications screen (spec 2.10): search by order id, date range (cleared: 1970-01-01 ..
 * today), status filter, Refresh, the server-paged table newest first, and See History per row.
 * Everything it shows is in the URL, the open history included.
 */
export function NotificationsScreen() {
  const list = useNotificationList();
  const columns = useNotificationColumns();
  const history = useHistoryParam();
  const [filterOpen, setFilterOpen] = useState(false);
  const { state } = list;
  const range = state.range ?? { from: EPOCH_DATE, to: list.today };

  return (
    <ListScreenLayout
      title="Notifications"
      readPermission={NOTIFICATION_READ}
      toolbar={
        <ListToolbar
          search={<SearchBox placeholder="Search Order ID Here" value={state.table.search} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} />}
          onFilter={() => setFilterOpen(true)}
          activeFilters={state.filters.status ? 1 : 0}
          onRefresh={() => void list.refresh()}
        >
          <DateRangePicker label="Select Date Range" hideLabel value={range} onChange={list.setRange} emptyFrom={EPOCH_DATE} today={list.today} />
        </ListToolbar>
      }
    >
      <DataTable<NotificationRow>
        label="Notifications"
        columns={columns}
        {...list.tableProps}
        getRowId={(row) => String(row.notiId)}
        rowActions={(row) => (
          <Button size="xs" variant="outline" colorPalette="info" onClick={() => history.open(row.notiId)} aria-label={`See History of notification ${row.notiId}`}>
            See History
          </Button>
        )}
      />
      {filterOpen ? <NotificationFilterDialog status={state.filters.status ?? ''} onApply={list.setFilters} onClose={() => setFilterOpen(false)} /> : null}
      {history.id !== null ? <NotificationHistoryDialog notiId={history.id} onClose={history.close} /> : null}
    </ListScreenLayout>
  );
}
