import type { RemoteScreensModule } from '@console/shared';
import { ScreenHeader } from '@console/shared';

/**
 * This remote's screens, keyed by the dashboard child path the shell routes to them.
 * Until a screen's own issue lands it shows only its breadcrumb and title.
 */
export const screens: RemoteScreensModule['screens'] = {
  'transaction-va': () => <ScreenHeader title="Transaction VA" />,
  'transaction-qris': () => <ScreenHeader title="Transaction BRI QRIS" />,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
