/**
 * @console/shared/core: what every screen needs: the HTTP client and reply contract, session and
 * permissions, the data table, the list controller and list-screen layout with its filter dialogs
 * and inputs, dialogs, status chips, toasts, theme, formatting, CSV export, the Home overview
 * panels and the remotes' declaration types. A share key of its own that loads no yup, so a
 * screen without an add/edit form stays light (docs/decisions/112-share-keys-by-what-a-screen-needs.md).
 *
 * Every public name is listed here by name: this file, with `./forms`, is the contract between
 * teams (`shared/CONTRACT.md`). A name not listed is internal to the library. Adding one is a
 * minor version, removing or changing one a major (README.md).
 */

// api
export { ApiError, errorMessage, serverMessage, SessionExpiredError } from './api/api-error';
export { isOk } from './api/contract';
export type { FieldMeta, ListReply, Pagination, RecordReply, ReplyStatus, TransactionListReply } from './api/contract';
export { api, configureApi, watchApiFailures } from './api/http-client';
export type { ApiClientOptions, ApiFailure, HttpClientConfig, Query, RequestOptions, SessionEndReason } from './api/http-client';

// body-view
export { BodyView } from './body-view/body-view';
export type { BodyViewProps } from './body-view/body-view';

// csv
export { buildCsv } from './csv/build-csv';
export type { CsvColumn } from './csv/build-csv';
export { ExportProgress } from './csv/export-progress';
export type { ExportProgressProps } from './csv/export-progress';
export type { ExportPage, PagedCsvOptions } from './csv/paged-export';
export { csvColumnsOf } from './csv/table-csv';
export { useCsvExport } from './csv/use-csv-export';
export type { ExportOutcome, ExportProgressState } from './csv/use-csv-export';

// dialogs
export { ConfirmDialog } from './dialogs/confirm-dialog';
export type { ConfirmDialogProps } from './dialogs/confirm-dialog';
export { DialogFrame } from './dialogs/dialog-frame';
export type { DialogFrameProps } from './dialogs/dialog-frame';
export { FilterDialog } from './dialogs/filter-dialog';
export type { FilterDialogProps } from './dialogs/filter-dialog';
export { SAVING_LABEL } from './dialogs/form-dialog';
export type { FormMode } from './dialogs/form-dialog';

// federation
export type { MenuGroupDeclaration, RemoteDeclaration, ScreenDeclaration } from './federation/declaration-contract';
export { panelPermissions, REMOTE_PANELS_KEY } from './federation/panel-contract';
export type { PanelDeclaration } from './federation/panel-contract';
export type { SearchDeclaration, SearchHitDeclaration, SearchRequestDeclaration } from './federation/search-contract';
export { REMOTE_SCREENS_KEY } from './federation/remote-contract';
export type { RemoteScreensModule } from './federation/remote-contract';

// form
export type { FieldDefinition, FieldInput, FieldOption } from './form/field-definition';
export { FormField } from './form/form-field';
export type { FormFieldProps } from './form/form-field';
export { SelectInput } from './form/select-input';
export type { SelectInputProps } from './form/select-input';

// format
export { formatDateId, formatSiteDateTime, formatZonedDateTime, siteZoneName } from './format/date-format';
export { formatNumber, formatPrice, formatRupiah } from './format/number-format';
export { isEmptyValue, normalizeCity, NOT_AVAILABLE } from './format/text-format';

// inputs
export { ComboboxInput } from './inputs/combobox-input';
export type { ComboboxInputProps } from './inputs/combobox-input';
export { EPOCH_DATE } from './inputs/date-range';
export type { DatePreset } from './inputs/date-presets';
export type { DateRange, DateRangePickerProps } from './inputs/date-range';
export { DateRangePicker } from './inputs/date-range-picker';
export { PasswordInput } from './inputs/password-input';

// layout
export { ScreenHeader } from './layout/screen-header';
export type { ScreenHeaderProps } from './layout/screen-header';

// list-screen
export { defineListQuery } from './list-screen/list-query';
export type { ListQuerySpec, ListQueryState } from './list-screen/list-query';
export { ListScreenLayout } from './list-screen/list-screen-layout';
export type { ListScreenLayoutProps } from './list-screen/list-screen-layout';
export { ListToolbar } from './list-screen/list-toolbar';
export type { ListToolbarProps } from './list-screen/list-toolbar';
export type { ToolbarFilters } from './list-screen/filter-chips';
export type { ListParamSpec, ListState, ListStatePatch } from './list-screen/list-url-state';
export { RowActions } from './list-screen/row-actions';
export type { RowAction, RowActionsProps } from './list-screen/row-actions';
export { SearchBox } from './list-screen/search-box';
export type { SearchBoxProps } from './list-screen/search-box';
export { SummaryCard } from './list-screen/summary-card';
export type { SummaryCardProps, SummaryItem } from './list-screen/summary-card';
export { useListController } from './list-screen/use-list-controller';
export type { ListController, ListControllerOptions } from './list-screen/use-list-controller';

// overview
export { BarChart } from './overview/bar-chart';
export type { BarChartProps, BarPoint } from './overview/bar-chart';
export { FigureGrid, FigureLink } from './overview/figure-link';
export type { FigureLinkProps } from './overview/figure-link';
export { listLink } from './overview/list-link';
export { loadFailureText } from './overview/load-failure';
export type { ListLinkOptions } from './overview/list-link';
export { OverviewPanel } from './overview/overview-panel';
export type { OverviewPanelProps } from './overview/overview-panel';
export { bucketLabel, formatShare, overviewDays } from './overview/overview-range';
export type { OverviewRange } from './overview/overview-range';
export { useLiveSummary } from './overview/use-live-summary';
export { useOverviewRange } from './overview/use-overview-range';

// resource
export { fetchList, listKey } from './resource/list-request';
export type { ListKey } from './resource/list-request';
export { apiFilter } from './resource/resource-config';
export type { FilterFieldSpec, RowColumn, RowField } from './resource/resource-config';
export { ResourceFilterDialog } from './resource/resource-filter-dialog';
export type { ResourceFilterDialogProps } from './resource/resource-filter-dialog';

// session
export { activeCompanyName } from './session/active-company';
export { hasAnyPermission, hasPermission } from './session/permissions';
export { fetchSessionStatus, login, logout, SESSION_KEY, setCompany } from './session/session-api';
export type { CompanyOption, LoginReply, SessionStatus, SiteClock } from './session/session-contract';
export { clearSession, forgetSessionStatus, hasAnyAccess, refreshSession } from './session/session-store';
export { readToken, storeToken } from './session/token-storage';
export { usePermission, useSession } from './session/use-session';
export { useSiteToday, useSiteUtcOffset } from './session/use-site-today';

// static-table
export { StaticTable } from './static-table/static-table';
export type { StaticTableProps } from './static-table/static-table';

// status
export { StatusChip } from './status/status-chip';
export { ActiveStatusChip, NotificationStatusChip } from './status/status-chips';
export { OPERATIONS, parseOperations } from './status/status-labels';
export type { Operation } from './status/status-labels';

// table
export { DataTable } from './table/data-table';
export type { DataTableProps } from './table/data-table';
export type { ChangeType, ColumnFilterValue, ColumnType, DataTableColumn, DataTableSource, FilterCondition, TableChange, TableChangeEvent, TableState } from './table/table-types';

// theme
export { ConsoleThemeProvider } from './theme/console-theme-provider';
export { prefetchConsoleTheme } from './theme/theme-completion';
export { FontFaces } from './theme/font-faces';

// toast
export { notify } from './toast/notify';
export type { NotifyOptions } from './toast/notify';
export { ToastHost } from './toast/toast-host';
