/**
 * @console/shared: the console's federated singleton library. Every app imports from this entry
 * only (see README.md for the public API); it is loaded once per page and shared by the shell and
 * every remote.
 */
export * from './api';
export * from './federation';
export * from './form';
export * from './inputs';
export * from './layout';
export * from './session';
export * from './theme';
export * from './toast';
export * from './validation';
export * from './csv';
export * from './dialogs';
export * from './format';
export * from './list-screen';
export * from './resource';
export * from './status';
export * from './table';
export * from './body-view';
export * from './static-table';
