import { api, notify } from '@console/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { installFakeApi, type FakeApi } from '../../app/testing/fake-api';
import { renderConsole, resetConsoleState } from '../../app/testing/render-console';
import { statusOf } from '../../app/testing/statuses';
import { createSessionEndedHandler } from './session-ended';

jest.mock('../../remotes/remote-screen', () => jest.requireActual('../../app/testing/remote-screen-stub'));

const STATUS = 'GET /security/authentication/status';
let fakeApi: FakeApi;

beforeEach(async () => {
  await resetConsoleState();
  fakeApi = installFakeApi({
    [STATUS]: () => ({ body: statusOf('staff') }),
    'GET /dashboard/transactionVa/': () => ({ status: 401, body: { status: { error: 1, message: 'Unauthorized' } } }),
    'GET /dashboard/notification': () => ({ body: { status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } } }),
  });
});

afterEach(() => {
  act(() => toast.dismiss());
  fakeApi.restore();
  jest.restoreAllMocks();
});

describe('createSessionEndedHandler', () => {
  it('reports the first end only, until a live session re-arms it', () => {
    const navigate = jest.fn();
    const notifySpy = jest.spyOn(notify, 'error');
    const handler = createSessionEndedHandler(navigate);
    window.localStorage.setItem('token', 't');

    for (let i = 0; i < 10; i += 1) handler.handle('expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notifySpy).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('token')).toBeNull();

    handler.arm();
    handler.handle('missing-token');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(notifySpy).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while disarmed (a logout in progress)', () => {
    const navigate = jest.fn();
    const handler = createSessionEndedHandler(navigate);
    handler.disarm();
    handler.handle('expired');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('session ended inside a screen', () => {
  it('turns ten failing requests (401) into one toast and one client-side trip to /login', async () => {
    const { router } = await renderConsole('/dashboard/transaction-va', { token: 't-staff' });
    await screen.findByText('Remote screen mf-transactions/transaction-va');

    // What a remote's list screen does: its requests go through the one shared client.
    await act(async () => {
      await Promise.allSettled(Array.from({ length: 10 }, () => api.get('/dashboard/transactionVa/')));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sesi Login Telah Habis')).toBeInTheDocument();
    expect(screen.getAllByText('Silahkan Login Kembali')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('treats errorCode 411 the same way', async () => {
    const { router } = await renderConsole('/dashboard/notifications', { token: 't-staff' });
    await screen.findByText('Remote screen mf-notifications/notifications');
    await act(async () => {
      await api.get('/dashboard/notification').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sesi Login Telah Habis')).toBeInTheDocument();
  });

  it('says "Token Tidak Tersedia" when the token has disappeared', async () => {
    const { router } = await renderConsole('/dashboard/notifications', { token: 't-staff' });
    await screen.findByText('Remote screen mf-notifications/notifications');
    window.localStorage.removeItem('token');
    await act(async () => {
      await api.get('/dashboard/notification').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Token Tidak Tersedia')).toBeInTheDocument();
    expect(screen.getByText('Silahkan Login Kembali')).toBeInTheDocument();
    expect(fakeApi.callsTo('GET /dashboard/notification')).toHaveLength(0);
  });

  it('reports the next session end again after a new sign-in', async () => {
    const { router } = await renderConsole('/dashboard/transaction-va', { token: 't-staff' });
    await screen.findByText('Remote screen mf-transactions/transaction-va');
    await act(async () => {
      await api.get('/dashboard/transactionVa/').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    act(() => toast.dismiss());
    const errorSpy = jest.spyOn(toast, 'error');

    window.localStorage.setItem('token', 't-new');
    await act(() => router.navigate('/dashboard/transaction-va'));
    await act(async () => {
      await api.get('/dashboard/transactionVa/').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The dismissed toast lingers (jsdom never ends its exit animation) but is no longer an alert.
    expect(await screen.findByRole('alert')).toHaveTextContent('Sesi Login Telah HabisSilahkan Login Kembali');
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});
