import { ApiError } from '@console/shared';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { failureOfError, reportApiFailure } from './release-failures';

/**
 * The data of one remote area (a screen, a Home panel): a read made through SWR inside it that
 * answers 5xx or 404 or gets no answer counts against the remote's release (decision 143), also
 * when the shared machinery made the call for it and no frame of the remote is on the stack.
 */
export function ReleaseArea({ app, version, children }: { app: string; version: string | undefined; children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        onError: (error: unknown) => {
          if (!(error instanceof ApiError) || (error.httpStatus !== 0 && error.httpStatus !== 404 && error.httpStatus < 500)) return;
          // The call as the client told of it (method, path); SWR's key is no path.
          reportApiFailure(app, version, failureOfError(error) ?? { error, method: 'GET', path: 'read' });
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}
