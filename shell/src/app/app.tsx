import { ConsoleThemeProvider, FontFaces, ToastHost } from '@console/shared';
import { RouterProvider, type DataRouter } from 'react-router';
import { PreviewStrip } from '../features/preview/preview-strip';
import { OverrideNotice } from '../remotes/override-notice';

/** The console: theme and web font, the one toast container, the preview strip, the router, and the development-override notice. */
export function App({ router, allowRemoteOverrides = false }: { router: DataRouter; allowRemoteOverrides?: boolean }) {
  return (
    <ConsoleThemeProvider>
      <FontFaces />
      <ToastHost />
      <PreviewStrip />
      <RouterProvider router={router} />
      <OverrideNotice allowOverrides={allowRemoteOverrides} />
    </ConsoleThemeProvider>
  );
}
