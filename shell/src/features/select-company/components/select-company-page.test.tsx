import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { inTurn, installFakeApi, type FakeApi } from '../../../app/testing/fake-api';
import { renderPage } from '../../../app/testing/render-page';
import { resetConsoleState } from '../../../app/testing/render-console';
import { COMPANIES, statusOf } from '../../../app/testing/statuses';
import { prefetchHomePanels } from '../../home/prefetch-home-panels';
import { SelectCompanyPage } from './select-company-page';

jest.mock('../../home/prefetch-home-panels', () => ({ prefetchHomePanels: jest.fn() }));

const STATUS = 'GET /security/authentication/status';
const SET_COMPANY_2 = 'POST /security/Authentication/SetCompany/2';
const failing = { status: 500, body: { status: { error: 1, message: 'down' } } };
/** Right after sign-in no company is active yet. */
const signedIn = (user: 'admin' | 'staff') => statusOf(user, { company: { active: null, available: COMPANIES } });
let api: FakeApi;

beforeEach(async () => {
  await resetConsoleState();
  window.localStorage.setItem('token', 't-staff');
  api = installFakeApi({
    [STATUS]: () => ({ body: signedIn('admin') }),
    [SET_COMPANY_2]: () => ({ body: { response: true, status: { error: 0, message: 'ok' } } }),
  });
});

afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
  api.restore();
  jest.restoreAllMocks();
});

const openPage = (options?: { fakeTimers?: boolean }) => renderPage('/selectcompany', <SelectCompanyPage />, options);

describe('Select Company', () => {
  it('offers only the available companies; Continue waits for a choice, then opens the dashboard', async () => {
    const { user, router } = await openPage();
    expect(screen.getByRole('heading', { name: 'Select Company' })).toBeInTheDocument();
    expect(screen.getByText('Please select which company you want to access.')).toBeInTheDocument();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /Select Company/ }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['PT Nusantara Bayar', 'PT Sentosa Digital']);
    await user.click(screen.getByRole('option', { name: 'PT Sentosa Digital' }));
    expect(continueButton).toBeEnabled();

    await user.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(await screen.findByText('Berhasil Set Company. Selamat Datang!')).toBeInTheDocument();
    expect(api.callsTo(SET_COMPANY_2)).toHaveLength(1);
    expect(api.callsTo(SET_COMPANY_2)[0]!.headers.get('Authentication')).toBe('t-staff');
  });

  it('works from the keyboard: Enter opens the list, picks a company, then continues', async () => {
    const { user, router } = await openPage();
    await screen.findByRole('button', { name: 'Continue' });
    screen.getByRole('combobox', { name: /Select Company/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/selectcompany');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks for a company when the list is closed without a choice', async () => {
    const { user } = await openPage();
    await screen.findByRole('button', { name: 'Continue' });
    await user.click(screen.getByRole('combobox', { name: /Select Company/ }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Please select a company.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says Gagal Set Company. when the server refuses, and stays', async () => {
    api.on(SET_COMPANY_2, () => ({ status: 403, body: { response: false, status: { error: 1, message: 'Not your company' } } }));
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('combobox', { name: /Select Company/ }));
    await user.click(screen.getByRole('option', { name: 'PT Sentosa Digital' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Gagal Set Company.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selectcompany');
  });

  it('says so and goes to /login when the token has gone', async () => {
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('combobox', { name: /Select Company/ }));
    await user.click(screen.getByRole('option', { name: 'PT Sentosa Digital' }));
    window.localStorage.removeItem('token');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Tidak ada token tersimpan. Mengalihkan ke halaman login..')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(SET_COMPANY_2)).toHaveLength(0);
  });

  it('retries the company list 300 ms apart and shows it when a retry succeeds', async () => {
    jest.useFakeTimers();
    api.on(STATUS, inTurn(failing, failing, { body: signedIn('staff') }));
    await openPage({ fakeTimers: true });
    expect(api.callsTo(STATUS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(299));
    expect(api.callsTo(STATUS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(api.callsTo(STATUS)).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(300));
    expect(api.callsTo(STATUS)).toHaveLength(3);
    expect(await screen.findByRole('combobox', { name: /Select Company/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to get allowed company list.')).not.toBeInTheDocument();
  });

  it('gives up after 3 tries: Failed to get allowed company list. and back to /login', async () => {
    jest.useFakeTimers();
    api.on(STATUS, () => failing);
    const { router } = await openPage({ fakeTimers: true });
    await act(async () => jest.advanceTimersByTime(300));
    await act(async () => jest.advanceTimersByTime(300));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.callsTo(STATUS)).toHaveLength(3);
    expect(screen.getByText('Failed to get allowed company list.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('when switching, preselects the active company and offers Cancel back to the page the user was on', async () => {
    api.on(STATUS, () => ({ body: statusOf('admin', { company: { active: COMPANIES[1]!, available: COMPANIES } }) }));
    const { user, router } = await openPage();
    await act(() => router.navigate('/dashboard/home'));
    await act(() => router.navigate('/selectcompany'));
    const combobox = await screen.findByRole('combobox', { name: /Select Company/ });
    expect(combobox).toHaveTextContent('PT Sentosa Digital');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers no Cancel right after sign-in, when no company is active yet', async () => {
    await openPage();
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("loads Home's panels' code while the user chooses, when Home comes next (not for a page asked for before sign-in)", async () => {
    jest.mocked(prefetchHomePanels).mockClear();
    await openPage();
    await screen.findByRole('button', { name: 'Continue' });
    expect(prefetchHomePanels).toHaveBeenCalledWith(expect.objectContaining({ username: signedIn('admin').username }));
    jest.mocked(prefetchHomePanels).mockClear();
    await renderPage('/selectcompany?next=%2Fdashboard%2Ftransaction-va', <SelectCompanyPage />);
    await screen.findAllByRole('button', { name: 'Continue' });
    expect(prefetchHomePanels).not.toHaveBeenCalled();
  });

  it('has its company choice focused on arrival', async () => {
    await openPage();
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByRole('combobox', { name: /Select Company/ })).toHaveFocus();
  });

  it('offers Logout: signs out and goes to /login', async () => {
    api.on('POST /security/authentication/logout', () => ({ body: { status: { error: 0, message: 'ok' } } }));
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /security/authentication/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('after choosing, goes on to the page the user first asked for', async () => {
    const router = await renderPage('/selectcompany?next=%2Fdashboard%2Froles-management%3Fpage%3D2', <SelectCompanyPage />);
    await router.user.click(await screen.findByRole('combobox', { name: /Select Company/ }));
    await router.user.click(screen.getByRole('option', { name: 'PT Sentosa Digital' }));
    await router.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.router.state.location.pathname).toBe('/dashboard/roles-management'));
    expect(router.router.state.location.search).toBe('?page=2');
  });
});
