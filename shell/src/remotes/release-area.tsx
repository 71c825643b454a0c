import { ApiError } from '@console/shared';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { reportApiFailure } from './release-failures';

/**
 * The data of one remote area (a screen, a Home panel): a read made through SWR inside it that
 * answers 5xx or 404 or gets no answer counts against the remote's release (decision 143), also
 * when the shared machinery made the call for it and no frame of the remote is on the stack.
 */
export function ReleaseArea({ app, version, children }: { app: string; version: string | undefined; children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        onError: (error: unknown, key: string) => {
          if (!(error instanceof ApiError) || (error.httpStatus !== 0 && error.httpStatus !== 404 && error.httpStatus < 500)) return;
          reportApiFailure(app, version, { error, method: 'GET', path: typeof key === 'string' ? key : 'read' });
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}
