import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { installFakeApi, type FakeApi, type FakeReply } from '../../app/testing/fake-api';
import { renderConsole, resetConsoleState } from '../../app/testing/render-console';
import { statusOf } from '../../app/testing/statuses';
import { SLOW_NAVIGATION_MS } from './use-slow-navigation';

jest.mock('../../remotes/remote-screen', () => jest.requireActual('../../app/testing/remote-screen-stub'));

const STATUS = 'GET /security/authentication/status';
let api: FakeApi;

beforeEach(async () => {
  await resetConsoleState();
  api = installFakeApi({ [STATUS]: () => ({ body: statusOf('staff') }) });
});

afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
  api.restore();
  jest.restoreAllMocks();
});

/** The next status call waits until `answer` is called (never, for a hung server). */
function holdNextStatus() {
  let answer: (reply: FakeReply) => void = () => undefined;
  let first = true;
  api.on(STATUS, () => {
    if (!first) return { body: statusOf('staff') };
    first = false;
    return new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
  });
  return { answer: (reply: FakeReply) => answer(reply) };
}

describe('navigation feedback', () => {
  it('shows a thin progress bar while the guard checks the session, and removes it after', async () => {
    const { router } = await renderConsole('/dashboard/home', { token: 't-staff' });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    const held = holdNextStatus();
    act(() => void router.navigate('/dashboard/notifications'));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => held.answer({ body: statusOf('staff') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifications'));
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('when the check hangs, offers to stay on the page: the menu works again without a new status call', async () => {
    jest.useFakeTimers();
    const { router, user } = await renderConsole('/dashboard/home', { token: 't-staff', fakeTimers: true });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    holdNextStatus();
    act(() => void router.navigate('/dashboard/notifications'));
    await act(async () => jest.advanceTimersByTime(SLOW_NAVIGATION_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toHaveTextContent('The server is taking longer than usual to answer.');

    const callsBefore = api.callsTo(STATUS).length;
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/dashboard/home');
    expect(api.callsTo(STATUS)).toHaveLength(callsBefore);
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();

    // The next navigation asks the server again, as always.
    await act(() => router.navigate('/dashboard/transaction-va'));
    expect(router.state.location.pathname).toBe('/dashboard/transaction-va');
    expect(api.callsTo(STATUS)).toHaveLength(callsBefore + 1);
  });

  it('when the check hangs, Try again asks afresh and completes the navigation', async () => {
    jest.useFakeTimers();
    const { router, user } = await renderConsole('/dashboard/home', { token: 't-staff', fakeTimers: true });
    await screen.findByRole('heading', { name: 'Selamat Datang' });
    holdNextStatus();
    act(() => void router.navigate('/dashboard/notifications'));
    await act(async () => jest.advanceTimersByTime(SLOW_NAVIGATION_MS + 100));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifications'));
    expect(screen.getByText('Remote screen mf-notifications/notifications')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the first page load hangs, offers to sign out, which needs no server', async () => {
    jest.useFakeTimers();
    holdNextStatus();
    const { router, user } = await renderConsole('/dashboard/home', { token: 't-staff', fakeTimers: true });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SLOW_NAVIGATION_MS + 100));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
