import { makeSession, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { installNotificationApi, SITE_TODAY } from './notification-test-data';
import { NotificationsScreen } from './notifications-screen';
import type { NotificationRow } from './notification-types';

export const ROUTE = '/dashboard/notifications';

/** Renders the screen against the fake API as a user with `access` (default: notification read). */
export function renderNotifications({ route = ROUTE, access = { dashboard_notification: ['read'] }, rows }: { route?: string; access?: Record<string, string[]>; rows?: NotificationRow[] } = {}) {
  const api: MockApi = mockApi({ session: makeSession(access, { site: { utcOffsetHours: 7, today: SITE_TODAY } }) });
  const fake = installNotificationApi(api, rows);
  return { ...renderWithProviders(<NotificationsScreen />, { route }), api, ...fake };
}

export const notificationsTable = () => screen.getByRole('table', { name: 'Notifications' });
/** The body rows of the notifications table. */
export const bodyRows = () => within(notificationsTable()).getAllByRole('row').slice(1);
export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');
