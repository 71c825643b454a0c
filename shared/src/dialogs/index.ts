export { ConfirmDialog, DeleteDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { DialogFrame } from './dialog-frame';
export type { DialogFrameProps } from './dialog-frame';
export { FILTER_DIALOG_WIDTH, FilterDialog } from './filter-dialog';
export type { FilterDialogProps } from './filter-dialog';
export { FORM_DIALOG_WIDTH, FormDialog, formDialogTexts, SAVING_LABEL } from './form-dialog';
export type { FormDialogProps, FormMode } from './form-dialog';
