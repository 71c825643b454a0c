import { ConsoleThemeProvider, hasPermission, SESSION_KEY, type SessionStatus } from '@console/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { statusOf } from '../../app/testing/statuses';
import { resetReports } from '../../remotes/release-reports';
import { prepareRemotes, resetRemotes } from '../../remotes/remote-loader';
import { configureRemotes } from '../../remotes/remotes-config';
import { HomePage } from './home-page';
import { HomePanels } from './home-panels';
import { prepareHomePanels } from './prepare-home-panels';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const release = (app: string, version: string, panels?: object) => ({
  kind: 'remote',
  federationName: app.replace('-', '_'),
  active: version,
  releases: [{ version: 'old', publishedAt: '', packageVersion: '1.0.0', entry: `/releases/${app}/old/mf-manifest.json` }, { version, publishedAt: '', packageVersion: '1.0.0', entry: `/releases/${app}/${version}/mf-manifest.json`, ...(panels ? { declaration: { screens: [], ...panels } } : {}) }],
  history: [],
});

const registry = {
  schema: 1,
  updatedAt: '',
  apps: {
    'mf-notifications': release('mf-notifications', 'n1', {
      schema: 1,
      panels: [{ id: 'merchant-notifications', title: 'Merchant notifications', order: 20, permission: 'dashboard_notification.read', component: 'MerchantNotificationsPanel' }],
    }),
    'mf-transactions': release('mf-transactions', 't1', { schema: 1, panels: [{ id: 'payments', title: 'Payments', order: 10, permission: 'dashboard_transactionva.read', component: 'PaymentsPanel' }] }),
    'mf-master': release('mf-master', 'm1'),
  },
};

const PANELS: Record<string, object> = {
  'mf_transactions/panels': { PaymentsPanel: () => <h2>Payments figures</h2> },
  'mf_notifications/panels': { MerchantNotificationsPanel: () => <h2>Notification figures</h2> },
};

async function renderHome(session: SessionStatus) {
  await act(async () => {
    render(
      <ConsoleThemeProvider>
        <SWRConfig value={{ provider: () => new Map(), fallback: { [SESSION_KEY]: session } }}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </SWRConfig>
      </ConsoleThemeProvider>,
    );
  });
}

beforeEach(() => {
  resetReports(() => undefined);
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => PANELS[id] ?? null);
  global.fetch = jest.fn().mockImplementation(async () => new Response(JSON.stringify(registry), { status: 200 }));
  resetRemotes();
  configureRemotes({ apiBaseUrl: 'http://api', registryUrl: '/registry.json', allowRemoteOverrides: false });
});

afterEach(() => jest.restoreAllMocks());

describe('Home', () => {
  it('keeps the welcome card and shows the active releases\' panels in their declared order', async () => {
    await renderHome(statusOf('superadmin'));
    expect(screen.getByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();
    expect(screen.getByText('Payment Processing Admin Dashboard')).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { name: /figures$/ });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Payments figures', 'Notification figures']);
  });

  it('shows no panel, and loads no code, for a permission the user does not hold', async () => {
    await renderHome(statusOf('staff', { access: { dashboard_transactionva: ['read'], dashboard_transactionqr: ['read'] } }));
    expect(await screen.findByRole('heading', { name: 'Payments figures' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notification figures' })).not.toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['mf_transactions/panels']);
  });

  it('loads the code of the panels the user may see ahead (while the company is chosen), and Home then uses those loads', async () => {
    const staff = statusOf('staff', { access: { dashboard_transactionva: ['read'], dashboard_transactionqr: ['read'] } });
    await prepareHomePanels((permission) => hasPermission(staff.access, permission));
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['mf_transactions/panels']);
    await renderHome(staff);
    expect(await screen.findByRole('heading', { name: 'Payments figures' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(jest.mocked(global.fetch)).toHaveBeenCalledTimes(1);
  });

  it('leaves a panel that failed to load ahead to Home, which shows it in its place with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mf_transactions/panels') throw new Error('[ Federation Runtime ]: Failed to get manifest');
      return PANELS[id] ?? null;
    });
    await expect(prepareHomePanels(() => true)).resolves.toBeUndefined();
    await renderHome(statusOf('superadmin'));
    expect(await screen.findByRole('heading', { name: 'Notification figures' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments could not be loaded');
  });

  it("still fetches the menu's remotes ahead when the panels read the registry first", async () => {
    await renderHome(statusOf('superadmin'));
    expect(await screen.findByRole('heading', { name: 'Payments figures' })).toBeInTheDocument();
    loadRemoteMock.mockImplementation(async (id: string) => (id === 'mf_master/screens' ? { remote: { name: 'mf-master', version: '1' }, screens: {} } : (PANELS[id] ?? null)));
    await act(async () => {
      prepareRemotes(['mf-master']);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_master/screens');
    expect(jest.mocked(global.fetch)).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote that is down inside its own panel, with a Retry that loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mf_transactions/panels') throw new Error('[ Federation Runtime ]: Failed to get manifest');
      return PANELS[id] ?? null;
    });
    await renderHome(statusOf('superadmin'));
    expect(await screen.findByRole('heading', { name: 'Notification figures' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments could not be loaded');
    expect(alert.closest('[data-panel]')).toHaveAttribute('data-panel', 'payments');
    expect(screen.getByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();

    loadRemoteMock.mockImplementation(async (id: string) => PANELS[id] ?? null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payments figures' })).toBeInTheDocument();
  });

  it('says in Indonesian when the registry cannot be read for the panels', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <ConsoleThemeProvider>
          <SWRConfig value={{ provider: () => new Map(), fallback: { [SESSION_KEY]: statusOf('superadmin') } }}>
            <MemoryRouter>
              <HomePanels load={() => Promise.reject(new Error('registry down'))} />
            </MemoryRouter>
          </SWRConfig>
        </ConsoleThemeProvider>,
      );
    });
    expect(await screen.findByText('Panel ringkasan tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.')).toBeInTheDocument();
  });

  it('says so when a release has no component by the declared name, in that panel only', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockImplementation(async (id: string) => (id === 'mf_transactions/panels' ? { OtherPanel: () => null } : (PANELS[id] ?? null)));
    await renderHome(statusOf('superadmin'));
    expect(await screen.findByRole('alert')).toHaveTextContent('its release has no panel "PaymentsPanel"');
    expect(await screen.findByRole('heading', { name: 'Notification figures' })).toBeInTheDocument();
  });
});
