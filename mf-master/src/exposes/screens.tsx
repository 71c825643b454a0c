import type { RemoteScreensModule } from '@console/shared/core';
import { masterScreens } from '../screens/master-screens';

/** This remote's screens, keyed by the screen id its declaration names. */
export const screens: RemoteScreensModule['screens'] = masterScreens;

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
