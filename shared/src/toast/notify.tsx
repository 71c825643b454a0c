import { toast, type ToastOptions } from 'react-toastify';

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

/**
 * The console's toasts. Remotes call these (never react-toastify directly), so every toast lands
 * in the one container the shell renders.
 */
export const notify = {
  success: (message: string, extra?: NotifyOptions) => toast.success(content(message, extra), options(extra)),
  error: (message: string, extra?: NotifyOptions) => toast.error(content(message, extra), options(extra)),
  info: (message: string, extra?: NotifyOptions) => toast.info(content(message, extra), options(extra)),
  warning: (message: string, extra?: NotifyOptions) => toast.warning(content(message, extra), options(extra)),
};
