import { ConsoleThemeProvider, FontFaces, ToastHost } from '@console/shared';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { previewOfPage } from '../features/preview/preview-of-page';

// The strips are fetched only where they show (a preview link's browser, a console that allows
// developers' overrides): the login page carries neither their code nor the date formatting the
// preview strip needs.
const PreviewStrip = lazy(async () => ({ default: (await import('../features/preview/preview-strip')).PreviewStrip }));
const OverrideNotice = lazy(async () => ({ default: (await import('../remotes/override-notice')).OverrideNotice }));

/** The console: theme and web font, the one toast container, the preview strip, the router, and the development-override notice. */
export function App({ router, allowRemoteOverrides = false }: { router: DataRouter; allowRemoteOverrides?: boolean }) {
  const [preview] = useState(() => previewOfPage());
  return (
    <ConsoleThemeProvider>
      <FontFaces />
      <ToastHost />
      {preview ? (
        <Suspense fallback={null}>
          <PreviewStrip preview={preview} />
        </Suspense>
      ) : null}
      <RouterProvider router={router} />
      {allowRemoteOverrides ? (
        <Suspense fallback={null}>
          <OverrideNotice allowOverrides />
        </Suspense>
      ) : null}
    </ConsoleThemeProvider>
  );
}
