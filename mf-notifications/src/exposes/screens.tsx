import type { RemoteScreensModule } from '@console/shared/core';
import { NotificationsScreen } from '../features/notifications/notifications-screen';

/** This remote's screens, keyed by the dashboard child path the shell routes to them. */
export const screens: RemoteScreensModule['screens'] = {
  notifications: NotificationsScreen,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
