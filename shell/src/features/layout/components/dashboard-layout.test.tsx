import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { API_BASE, installFakeApi, type FakeApi } from '../../../app/testing/fake-api';
import { resetRegistryRead } from '../../../remotes/registry-read';
import { configureRemotes } from '../../../remotes/remotes-config';
import { renderConsole, resetConsoleState } from '../../../app/testing/render-console';
import { COMPANIES, statusOf } from '../../../app/testing/statuses';

jest.mock('../../../remotes/remote-screen', () => jest.requireActual('../../../app/testing/remote-screen-stub'));

const STATUS = 'GET /security/authentication/status';
const LOGOUT = 'POST /security/authentication/logout';
let api: FakeApi;

function setWidth(width: number) {
  window.innerWidth = width;
}

beforeEach(async () => {
  await resetConsoleState();
  setWidth(1280);
  api = installFakeApi({
    [STATUS]: () => ({ body: statusOf('staff') }),
    [LOGOUT]: () => ({ body: { status: { error: 0, message: 'ok' } } }),
  });
});

afterEach(() => {
  act(() => toast.dismiss());
  api.restore();
  jest.restoreAllMocks();
});

async function openDashboard(path = '/dashboard/home') {
  const view = await renderConsole(path, { token: 't-1' });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return view;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

/**
 * Picks a user-menu item with the keyboard. (jsdom reports no pointer modality, so Ark's menu
 * ignores simulated pointer hovers there; Chromium tests click it.)
 */
async function chooseFromUserMenu(user: UserEvent, name: string) {
  screen.getByRole('button', { name: /User menu/ }).focus();
  await user.keyboard('{Enter}');
  const items = await screen.findAllByRole('menuitem');
  const target = items.findIndex((item) => item.textContent === name);
  expect(target).toBeGreaterThanOrEqual(0);
  const highlighted = () => items.findIndex((item) => item.hasAttribute('data-highlighted'));
  // The menu highlights its first item a moment after opening; a key pressed before that (on a
  // busy machine) would move the highlight one step too far. So wait for every move.
  await waitFor(() => expect(highlighted()).toBeGreaterThanOrEqual(0));
  while (highlighted() !== target) {
    const before = highlighted();
    await user.keyboard(before < target ? '{ArrowDown}' : '{ArrowUp}');
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await user.keyboard('{Enter}');
}

describe('Dashboard layout', () => {
  it('has the nav, main and header landmarks, the logo and the Welcome heading', async () => {
    await openDashboard();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(menu().getByRole('img', { name: 'Payment Console' })).toBeInTheDocument();
    expect(menu().getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();
    expect(screen.getByText('Payment Processing Admin Dashboard')).toBeInTheDocument();
  });

  it('shows staff the Transactions group and Notifications but no Master group', async () => {
    await openDashboard();
    expect(menu().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(menu().getByText('Transactions')).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Virtual Account' })).toHaveAttribute('href', '/dashboard/transaction-va');
    expect(menu().getByRole('link', { name: 'QRIS' })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(menu().queryByText('Master')).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'User' })).not.toBeInTheDocument();
  });

  it('shows admin the Master group', async () => {
    api.on(STATUS, () => ({ body: statusOf('admin') }));
    await openDashboard();
    const master = within(menu().getByRole('list', { name: 'Master' }));
    expect(master.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'User',
      'User Company',
      'User Role',
      'Company',
      'Company Group',
      'Permission',
      'Role Permission',
      'Roles',
    ]);
  });

  it('highlights the entry of the current route and moves the highlight on navigation', async () => {
    const { user, router } = await openDashboard();
    expect(menu().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(menu().getByRole('link', { name: 'QRIS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transaction-qris'));
    await waitFor(() => expect(menu().getByRole('link', { name: 'QRIS' })).toHaveAttribute('aria-current', 'page'));
    expect(menu().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Remote screen mf-transactions/transaction-qris')).toBeInTheDocument();
  });

  it('shows the username and the active company in the top bar', async () => {
    await openDashboard();
    const userMenu = screen.getByRole('button', { name: /User menu/ });
    expect(userMenu).toHaveTextContent('staff');
    expect(userMenu).toHaveTextContent(COMPANIES[0]!.compName);
  });

  it('reads an index as the active company; an index that matches nothing means choosing a company again', async () => {
    api.on(STATUS, () => ({ body: statusOf('staff', { company: { active: 1, available: COMPANIES } }) }));
    const { router } = await openDashboard();
    expect(screen.getByRole('button', { name: /User menu/ })).toHaveTextContent(COMPANIES[1]!.compName);
    api.on(STATUS, () => ({ body: statusOf('staff', { company: { active: 7, available: COMPANIES } }) }));
    await act(() => router.navigate('/dashboard/notifications'));
    expect(router.state.location.pathname).toBe('/selectcompany');
    expect(screen.queryByText('Unknown Company')).not.toBeInTheDocument();
  });

  it('opens Switch Company and Manage Accounts from the user menu', async () => {
    const { user, router } = await openDashboard();
    await chooseFromUserMenu(user, 'Manage Accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-account'));
    expect(await screen.findByRole('heading', { name: 'Manage Account' })).toBeInTheDocument();

    await chooseFromUserMenu(user, 'Switch Company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectcompany'));
  });

  it('logs out: the service is called, the session cleared, and the user is at /login', async () => {
    const { user, router } = await openDashboard();
    await chooseFromUserMenu(user, 'Logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
    expect(api.callsTo(LOGOUT)[0]!.headers.get('Authentication')).toBe('t-1');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuthenticated')).toBe('false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed logout for 2000 ms with a close button, and still signs out here', async () => {
    api.on(LOGOUT, () => ({ status: 500, body: { status: { error: 1, message: 'Logout service unavailable' } } }));
    const { user, router } = await openDashboard();
    await chooseFromUserMenu(user, 'Logout');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal keluar aplikasi!');
    expect(alert).toHaveTextContent('Logout service unavailable');
    expect(within(alert).getByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(within(alert).getByRole('progressbar', { hidden: true })).toHaveStyle({ animationDuration: '2000ms' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('Sidebar', () => {
  const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });

  it('is open above 1024 px and closes and opens with the toggle', async () => {
    const { user } = await openDashboard();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('is closed at 1024 px and follows the window on resize', async () => {
    setWidth(1024);
    await renderConsole('/dashboard/home', { token: 't-1' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    act(() => {
      setWidth(1300);
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide Sidebar' })).not.toBeInTheDocument();
  });

  it('is an overlay drawer at 600 px or less, with Hide Sidebar, and closes after a choice', async () => {
    setWidth(600);
    const { user, router } = await renderConsole('/dashboard/home', { token: 't-1' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle());
    const drawer = await screen.findByRole('dialog');
    // Above the toasts (z-index 9999), and the logo keeps its size in the scrolling drawer.
    expect(drawer.parentElement).toHaveStyle({ zIndex: '10000' });
    expect(within(drawer).getByRole('img', { name: 'Payment Console' })).toHaveStyle({ flexShrink: '0' });
    await user.click(within(drawer).getByRole('button', { name: 'Hide Sidebar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toggle());
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifications'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('when the release registry cannot be read', () => {
  afterEach(() => {
    configureRemotes(null);
    resetRegistryRead();
  });

  it("serves the shell's own screens and says where the remotes' screens would be", async () => {
    configureRemotes({ apiBaseUrl: API_BASE, registryUrl: `${API_BASE}/registry.json`, allowRemoteOverrides: false });
    api.on('GET /registry.json', () => ({ status: 503, body: {} }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderConsole('/dashboard/company-management', { token: 't-1', declared: null });
    expect(await screen.findByText(/could not be loaded: the list of screens is unavailable\. Reload the page to try again\./)).toBeInTheDocument();
    expect(menu().getByRole('status')).toHaveTextContent('Some screens could not be loaded. Reload the page to try again.');
    expect(menu().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Virtual Account' })).not.toBeInTheDocument();

    // Home, the shell's own, works; the registry is asked again on the next navigation.
    api.on('GET /registry.json', () => ({ body: { schema: 1, updatedAt: '', apps: {} } }));
    fireEvent.click(menu().getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(await screen.findByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /registry.json').length).toBeGreaterThanOrEqual(2));
  });
});
