import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { inTurn, installFakeApi, type FakeApi } from '../../../app/testing/fake-api';
import { renderConsole, resetConsoleState } from '../../../app/testing/render-console';
import { statusOf } from '../../../app/testing/statuses';

jest.mock('../../../remotes/remote-screen', () => jest.requireActual('../../../app/testing/remote-screen-stub'));

const LOGIN = 'POST /security/authentication/login';
const STATUS = 'GET /security/authentication/status';
let api: FakeApi;

const loginOk = () => ({ body: { token: 'tok-1', user: { userId: 'staff@console.id', username: 'staff' }, status: { error: 0, message: 'ok' } } });

beforeEach(async () => {
  await resetConsoleState();
  api = installFakeApi({ [LOGIN]: loginOk, [STATUS]: () => ({ body: statusOf('staff') }) });
});

afterEach(() => {
  act(() => toast.dismiss());
  api.restore();
  jest.restoreAllMocks();
});

async function openLogin() {
  const view = await renderConsole('/login');
  await screen.findByRole('button', { name: 'Proceed' });
  return view;
}

describe('Login', () => {
  it('shows the required messages of spec 5 and sends nothing', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('needs a password of at least 3 characters', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Password must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('has a Forgot password? link that goes nowhere', async () => {
    const { user, router } = await openLogin();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/login');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.location.hash).toBe('');
  });

  it('signs in on Enter: multipart username and password, token stored, then /selectcompany', async () => {
    let finish: () => void = () => undefined;
    api.on(LOGIN, () => new Promise((resolve) => (finish = () => resolve(loginOk()))));
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), ' staff ');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await act(async () => finish());

    await waitFor(() => expect(router.state.location.pathname).toBe('/selectcompany'));
    expect(api.callsTo(LOGIN)[0]!.body).toEqual({ username: 'staff', password: 'staff123' });
    expect(api.callsTo(LOGIN)[0]!.headers.has('Authentication')).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.localStorage.getItem('isAuthenticated')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Select Company' })).toBeInTheDocument();
  });

  it('asks for the status once between the token and the company selection (the guard reuses the answer)', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Select Company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selectcompany');
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });

  it('says the login failed on a wrong password (HTTP 401) and keeps the form', async () => {
    api.on(LOGIN, () => ({ status: 401, body: { token: null, user: null, status: { error: 1, message: 'Username atau password salah.' } } }));
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Login gagal. Silahkan periksa lagi inputan anda.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/Username/)).toHaveValue('staff');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });

  it('says the login failed when the reply has no token', async () => {
    api.on(LOGIN, () => ({ body: { token: null, user: null, status: { error: 1, message: 'x' } } }));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');
    expect(await screen.findByText('Login gagal. Silahkan periksa lagi inputan anda.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('adds the server reason when sign-ins are throttled (HTTP 429)', async () => {
    api.on(LOGIN, () => ({ status: 429, body: { status: { error: 1, message: 'Too many failed attempts. Try again in 15 minutes.' } } }));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login gagal. Silahkan periksa lagi inputan anda.');
    expect(alert).toHaveTextContent('Too many failed attempts. Try again in 15 minutes.');
  });

  it('adds the server reason when the server is too busy to check the password now (HTTP 503)', async () => {
    const reason = 'Server sedang sibuk memeriksa login lain. Silahkan coba lagi dalam 2 detik.';
    api.on(LOGIN, () => ({ status: 503, body: { token: null, user: null, status: { error: 1, message: reason } } }));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login gagal. Silahkan periksa lagi inputan anda.');
    expect(alert).toHaveTextContent(reason);
  });

  it('refuses a user without any access and removes the token again', async () => {
    api.on(STATUS, () => ({ body: statusOf('nobody') }));
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'nobody');
    await user.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    expect(await screen.findByText('Login gagal. Anda tidak memiliki akses.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('counts a failing status call after the token as a failed login', async () => {
    api.on(STATUS, inTurn({ status: 500, body: { status: { error: 1, message: 'down' } } }));
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'staff123{Enter}');
    expect(await screen.findByText('Login gagal. Silahkan periksa lagi inputan anda.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
