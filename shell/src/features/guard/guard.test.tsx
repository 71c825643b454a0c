import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { installFakeApi, type FakeApi } from '../../app/testing/fake-api';
import { renderConsole, resetConsoleState } from '../../app/testing/render-console';
import { COMPANIES, statusOf } from '../../app/testing/statuses';

jest.mock('../../remotes/remote-screen', () => jest.requireActual('../../app/testing/remote-screen-stub'));

const STATUS = 'GET /security/authentication/status';
let api: FakeApi;
let alertSpy: jest.SpyInstance;

beforeEach(async () => {
  await resetConsoleState();
  api = installFakeApi({ [STATUS]: () => ({ body: statusOf('staff') }) });
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => toast.dismiss());
  api.restore();
  jest.restoreAllMocks();
});

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('route guard', () => {
  it('sends a visitor without a token from a protected route to /login, asking nothing', async () => {
    const { router } = await renderConsole('/dashboard/home');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });

  it.each(['/dashboard/home', '/dashboard', '/dashboard/manage-account', '/dashboard/transaction-va'])(
    'says Silahkan Login Kembali, titled Token Tidak Tersedia, when %s is opened without a token',
    async (path) => {
      const { router } = await renderConsole(path);
      await waitFor(() => expect(pathOf(router)).toBe('/login'));
      expect(await screen.findByText('Token Tidak Tersedia')).toBeInTheDocument();
      expect(screen.getAllByText('Silahkan Login Kembali')).toHaveLength(1);
    },
  );

  it('remembers a deep link opened without a token, for after signing in', async () => {
    const { router } = await renderConsole('/dashboard/transaction-va?page=2');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard/transaction-va?page=2')}`);
  });

  it('sends a signed-in user without an active company to /selectcompany, remembering the page', async () => {
    api.on(STATUS, () => ({ body: statusOf('staff', { company: { active: null, available: COMPANIES } }) }));
    const { router } = await renderConsole('/dashboard/transaction-va', { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/selectcompany'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard/transaction-va')}`);
    expect(await screen.findByRole('heading', { name: 'Select Company' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/home'));
    expect(pathOf(router)).toBe('/selectcompany');
    await act(() => router.navigate('/dashboard/company-group-management'));
    expect(pathOf(router)).toBe('/selectcompany');
  });

  it('sends a signed-in user who opens /login?next= on to that page', async () => {
    const { router } = await renderConsole(`/login?next=${encodeURIComponent('/dashboard/notifications')}`, { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/notifications'));
  });

  it('sends a signed-in user who opens /login to the dashboard home', async () => {
    const { router } = await renderConsole('/login', { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
    expect(await screen.findByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();
  });

  it('redirects / to /login and /dashboard to its home', async () => {
    const first = await renderConsole('/');
    await waitFor(() => expect(pathOf(first.router)).toBe('/login'));
    first.router.dispose();
    const second = await renderConsole('/dashboard', { token: 't-staff' });
    await waitFor(() => expect(pathOf(second.router)).toBe('/dashboard/home'));
  });

  it('checks the session afresh before every navigation', async () => {
    const { router } = await renderConsole('/dashboard/home', { token: 't-staff' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    await act(() => router.navigate('/dashboard/notifications'));
    await act(() => router.navigate('/dashboard/home'));
    expect(api.callsTo(STATUS)).toHaveLength(3);
    expect(api.callsTo(STATUS).every((call) => call.headers.get('Authentication') === 't-staff')).toBe(true);
  });

  it('refuses an in-app navigation without the permission: alert, and the user stays put', async () => {
    const { router } = await renderConsole('/dashboard/transaction-va', { token: 't-staff' });
    expect(await screen.findByText('Remote screen mf-transactions/transaction-va')).toBeInTheDocument();
    const historyBefore = router.state.historyAction;

    await act(() => router.navigate('/dashboard/user-management'));

    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('You do not have access to this page.');
    expect(pathOf(router)).toBe('/dashboard/transaction-va');
    expect(screen.getByText('Remote screen mf-transactions/transaction-va')).toBeInTheDocument();
    expect(screen.queryByText(/mf-master\/user-management/)).not.toBeInTheDocument();
    expect(historyBefore).toBe('POP');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on a first page load without the permission shows the alert, then home', async () => {
    const { router } = await renderConsole('/dashboard/user-management', { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
    expect(alertSpy).toHaveBeenCalledWith('You do not have access to this page.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('lets a user with the permission in (admin opens User)', async () => {
    api.on(STATUS, () => ({ body: statusOf('admin') }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-admin' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    await act(() => router.navigate('/dashboard/user-management'));
    expect(pathOf(router)).toBe('/dashboard/user-management');
    expect(screen.getByText('Remote screen mf-master/user-management')).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("guards the shell's own Releases screen by console_release.read", async () => {
    const { router } = await renderConsole('/dashboard/releases', { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
    expect(alertSpy).toHaveBeenCalledWith('You do not have access to this page.');
    expect(api.callsTo('GET /api/releases')).toHaveLength(0);
  });

  it('opens the Releases screen for a holder of console_release.read', async () => {
    api.on(STATUS, () => ({ body: statusOf('staff', { access: { console_release: ['read', 'update'] } }) }));
    api.on('GET /api/releases', () => ({ body: { apps: [], status: { error: 0, message: 'Releases retrieved.' } } }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-release' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    await act(() => router.navigate('/dashboard/releases'));
    expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(api.callsTo('GET /api/releases')[0]?.headers.get('Authentication')).toBe('t-release');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('checks User Company against master_user.read at route level, not the menu permission', async () => {
    api.on(STATUS, () => ({ body: statusOf('staff', { access: { master_user: ['read'] } }) }));
    const { router } = await renderConsole('/dashboard/user-company-management', { token: 't' });
    await waitFor(() => expect(screen.getByText('Remote screen mf-master/user-company-management')).toBeInTheDocument());
    expect(pathOf(router)).toBe('/dashboard/user-company-management');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('does not guard the company-group route (the screen decides)', async () => {
    const { router } = await renderConsole('/dashboard/home', { token: 't-staff' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    await act(() => router.navigate('/dashboard/company-group-management'));
    expect(pathOf(router)).toBe('/dashboard/company-group-management');
    expect(screen.getByText('Remote screen mf-master/company-group-management')).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('treats a failing status check on the company-group screen as signed out, with the status toast', async () => {
    api.on(STATUS, () => ({ status: 500, body: { status: { error: 1, message: 'Database is down' } } }));
    const { router } = await renderConsole('/dashboard/company-group-management', { token: 't-superadmin' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Gagal Mendapatkan User Status.')).toBeInTheDocument();
    expect(screen.queryByText('Remote screen mf-master/company-group-management')).not.toBeInTheDocument();
  });

  it('lets the company selection retry a failed status check instead of giving up at once', async () => {
    const failing = { status: 500, body: { status: { error: 1, message: 'Database is down' } } };
    let calls = 0;
    api.on(STATUS, () => (++calls === 1 ? failing : { body: statusOf('admin', { company: { active: null, available: COMPANIES } }) }));
    const { router } = await renderConsole('/selectcompany', { token: 't-admin' });
    expect(await screen.findByRole('combobox', { name: /Select Company/ })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/selectcompany');
    expect(screen.queryByText('Gagal Mendapatkan User Status.')).not.toBeInTheDocument();
    expect(api.callsTo(STATUS)).toHaveLength(2);
  });

  it('on the company selection, a status that keeps failing ends in Failed to get allowed company list. and /login', async () => {
    api.on(STATUS, () => ({ status: 500, body: { status: { error: 1, message: 'Database is down' } } }));
    const { router } = await renderConsole('/selectcompany', { token: 't-admin' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'), { timeout: 4000 });
    expect(await screen.findByText('Failed to get allowed company list.')).toBeInTheDocument();
    expect(screen.queryByText('Gagal Mendapatkan User Status.')).not.toBeInTheDocument();
    expect(api.callsTo(STATUS)).toHaveLength(4);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('treats a failing status check as signed out, with the status toast', async () => {
    api.on(STATUS, () => ({ status: 500, body: { status: { error: 1, message: 'Database is down' } } }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-staff' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Gagal Mendapatkan User Status.')).toBeInTheDocument();
  });

  it('ends an expired session (HTTP 401) with one toast and the token erased', async () => {
    api.on(STATUS, () => ({ status: 401, body: { status: { error: 1, message: 'Unauthorized' } } }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-old' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Sesi Login Telah Habis')).toBeInTheDocument();
    expect(screen.getAllByText('Silahkan Login Kembali')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuthenticated')).toBe('false');
  });

  it('ends a session whose status grants no access at all (spec 4)', async () => {
    api.on(STATUS, () => ({ body: statusOf('nobody') }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-nobody' });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Sesi Login Telah Habis')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says so when /selectcompany is opened without a token', async () => {
    const { router } = await renderConsole('/selectcompany');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Tidak ada token tersimpan. Mengalihkan ke halaman login..')).toBeInTheDocument();
  });

  it("sets the browser tab's title for each screen", async () => {
    api.on(STATUS, () => ({ body: statusOf('superadmin') }));
    const { router } = await renderConsole('/dashboard/home', { token: 't-superadmin' });
    await waitFor(() => expect(document.title).toBe('Home · Payment Console'));
    await act(() => router.navigate('/dashboard/company-group-management'));
    await waitFor(() => expect(document.title).toBe('Company Group · Payment Console'));
    await act(() => router.navigate('/dashboard/manage-account'));
    await waitFor(() => expect(document.title).toBe('Manage Account · Payment Console'));
  });

  it('shows a not-found page for an unknown path, with a way home, instead of landing on a page silently', async () => {
    const { router, user } = await renderConsole('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Payment Console'));
    // Home is protected: without a session its link leads to the login page.
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('shows an unknown screen of the dashboard as not found inside the dashboard, and keeps the redirects of / and /dashboard', async () => {
    api.on(STATUS, () => ({ body: statusOf('staff') }));
    const { router, user } = await renderConsole('/dashboard/no-such-screen', { token: 't-staff' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('HomePage Not Found');
    // Inside the dashboard's layout: its top bar with the user menu.
    expect(screen.getByRole('banner')).toHaveTextContent('staff');
    expect(pathOf(router)).toBe('/dashboard/no-such-screen');
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/home'));
  });
});
