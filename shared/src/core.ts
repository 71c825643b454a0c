/**
 * @console/shared/core: everything of the public API except the yup-based form machinery
 * (`./forms`): the HTTP client, session, theme, toasts, data table, list screens, dialogs,
 * inputs, formatting, CSV and status chips. A share key of its own, so a screen that shows no
 * add/edit form does not download yup (docs/decisions/072-shared-library-in-two-share-keys.md).
 */
export * from './api';
export * from './federation';
export * from './form';
export * from './inputs';
export * from './layout';
export * from './session';
export * from './theme';
export * from './toast';
export * from './csv';
export * from './dialogs';
export * from './format';
export * from './list-screen';
export * from './resource';
export * from './status';
export * from './table';
export * from './body-view';
export * from './static-table';
export * from './overview';
