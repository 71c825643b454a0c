import { toast, type ToastOptions } from 'react-toastify';

export interface NotifyOptions {
  /** A bold first line above the message. */
  title?: string;
  /** Milliseconds before it closes (default 5000). */
  autoClose?: number;
}

function content(message: string, title?: string) {
  if (!title) return message;
  return (
    <div>
      <strong>{title}</strong>
      <div>{message}</div>
    </div>
  );
}

const options = (extra?: NotifyOptions): ToastOptions => (extra?.autoClose ? { autoClose: extra.autoClose } : {});

/**
 * The console's toasts. Remotes call these (never react-toastify directly), so every toast lands
 * in the one container the shell renders.
 */
export const notify = {
  success: (message: string, extra?: NotifyOptions) => toast.success(content(message, extra?.title), options(extra)),
  error: (message: string, extra?: NotifyOptions) => toast.error(content(message, extra?.title), options(extra)),
  info: (message: string, extra?: NotifyOptions) => toast.info(content(message, extra?.title), options(extra)),
  warning: (message: string, extra?: NotifyOptions) => toast.warning(content(message, extra?.title), options(extra)),
};
