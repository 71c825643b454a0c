import type { ToastOptions } from 'react-toastify';
import { loadToasts, type ToastModule } from './toast-loader';

export interface NotifyOptions {
  /** A bold first line above the message. */
  title?: string;
  /** A smaller line under the message, e.g. the server's reason. */
  detail?: string;
  /** Milliseconds before it closes (default 5000). */
  autoClose?: number;
}

function content(message: string, { title, detail }: NotifyOptions = {}) {
  if (!title && !detail) return message;
  return (
    <div>
      {title ? <strong>{title}</strong> : null}
      <div>{message}</div>
      {detail ? <div style={{ fontSize: '0.875em', opacity: 0.85 }}>{detail}</div> : null}
    </div>
  );
}

const options = (extra?: NotifyOptions): ToastOptions => (extra?.autoClose ? { autoClose: extra.autoClose } : {});

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast once the toast machinery has loaded (at once after the first time); one that cannot load is logged. */
function show(kind: Kind, message: string, extra?: NotifyOptions): void {
  loadToasts().then(
    ({ toast }: ToastModule) => void toast[kind](content(message, extra), options(extra)),
    (error: unknown) => console.error(`Toast not shown (${message}): the toast container could not be loaded`, error),
  );
}

/**
 * The console's toasts. Remotes call these (never react-toastify directly), so every toast lands
 * in the one container the shell renders.
 */
export const notify = {
  success: (message: string, extra?: NotifyOptions) => show('success', message, extra),
  error: (message: string, extra?: NotifyOptions) => show('error', message, extra),
  info: (message: string, extra?: NotifyOptions) => show('info', message, extra),
  warning: (message: string, extra?: NotifyOptions) => show('warning', message, extra),
};
