export { notify } from './notify';
export type { NotifyOptions } from './notify';
export { ToastHost } from './toast-host';
