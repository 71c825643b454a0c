import { mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { MerchantNotificationsPanel } from './merchant-notifications-panel';

const TODAY = '2026-11-21';
let api: MockApi;
beforeEach(() => jest.useFakeTimers({ now: new Date(`${TODAY}T05:00:00Z`), advanceTimers: true }));
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const summary = (oldestPendingTime: string | null, pending: number, success: number) => ({
  data: {
    bucket: 'hour',
    all: pending + success,
    pending,
    success,
    oldestPendingTime,
    series: Array.from({ length: 24 }, (_, hour) => ({ at: `${TODAY}T${String(hour).padStart(2, '0')}`, pending: hour === 9 ? pending : 0, success: hour === 10 ? success : 0 })),
  },
  status: { error: 0, message: 'ok' },
});

const READ = { dashboard_notification: ['read'] };

describe('MerchantNotificationsPanel', () => {
  it('says the oldest pending counts every day, not the range, and gives its time with its zone', async () => {
    api = mockApi({ access: READ }).on('GET', '/dashboard/notification/summary', () => summary('2026-11-01T22:19:00.000Z', 1, 1));
    renderWithProviders(<MerchantNotificationsPanel />);
    const panel = await screen.findByRole('region', { name: 'Notifikasi merchant' });
    const oldest = await within(panel).findByRole('link', { name: 'Pending terlama (semua waktu): 19 hari 6 jam' });
    expect(oldest).toHaveAttribute('href', `/dashboard/notifications?sort=notiCreatedTime&dir=asc&f_status=1&from=1970-01-01&to=${TODAY}`);
    expect(within(panel).getByText('sejak 2 November 2026 05:19 WIB')).toBeInTheDocument();
    expect(within(panel).getByText('Notifikasi per jam: 1 Sukses dan 1 Pending dalam rentang ini.')).toBeInTheDocument();
  });

  it('shows no link when nothing is waiting', async () => {
    api = mockApi({ access: READ }).on('GET', '/dashboard/notification/summary', () => summary(null, 0, 2));
    renderWithProviders(<MerchantNotificationsPanel />);
    const panel = await screen.findByRole('region', { name: 'Notifikasi merchant' });
    expect(await within(panel).findByText('Tidak ada')).toBeInTheDocument();
    expect(within(panel).getByText('Tidak ada notifikasi yang menunggu')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /^Pending terlama/ })).not.toBeInTheDocument();
  });

  it('on a failure says so in Indonesian, without placeholders that look still loading', async () => {
    api = mockApi({ access: READ }).on('GET', '/dashboard/notification/summary', () => {
      throw new TypeError('Failed to fetch');
    });
    const { container } = renderWithProviders(<MerchantNotificationsPanel />);
    expect(await screen.findByText(/^Data notifikasi merchant tidak dapat dimuat\. Server tidak dapat dihubungi/)).toBeInTheDocument();
    expect(container.querySelector('[class*="skeleton"]')).toBeNull();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('says so when there were no notifications in the range, instead of a blank chart', async () => {
    api = mockApi({ access: READ }).on('GET', '/dashboard/notification/summary', () => summary(null, 0, 0));
    renderWithProviders(<MerchantNotificationsPanel />);
    expect(await screen.findByText('Tidak ada notifikasi dalam rentang ini.')).toBeInTheDocument();
  });
});
