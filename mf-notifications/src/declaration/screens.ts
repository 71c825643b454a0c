import type { ScreenDeclaration } from '@console/shared/core';

/** The notification screen (spec 2.1); `screen` names the component in `./screens`. */
export const screens: readonly ScreenDeclaration[] = [
  {
    path: 'notifications',
    screen: 'notifications',
    label: 'Notifications',
    title: 'Notifications',
    group: null,
    order: 20,
    requiresLogin: true,
    permission: 'dashboard_notification.read',
    menuPermission: 'dashboard_notification.read',
  },
];
