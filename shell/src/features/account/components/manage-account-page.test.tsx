import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { installFakeApi, type FakeApi } from '../../../app/testing/fake-api';
import { renderConsole, resetConsoleState } from '../../../app/testing/render-console';
import { statusOf } from '../../../app/testing/statuses';

jest.mock('../../../remotes/remote-screen', () => jest.requireActual('../../../app/testing/remote-screen-stub'));

const STATUS = 'GET /security/authentication/status';
const CHECK = 'GET /account/login/check';
const UPDATE = 'PUT /account/login';
const LOGOUT = 'POST /security/authentication/logout';
const TAKEN = 'Username has already been used';
let api: FakeApi;

beforeEach(async () => {
  jest.useFakeTimers();
  await resetConsoleState();
  api = installFakeApi({
    [STATUS]: () => ({ body: statusOf('staff') }),
    [CHECK]: ({ query }) => {
      const taken = query.get('usloUserName') === 'admin';
      return { body: { available: !taken, message: taken ? TAKEN : 'Username is available.', status: { error: 0, message: 'ok' } } };
    },
    [UPDATE]: () => ({ body: { data: {}, status: { error: 0, message: 'Successfully updated user account data.' } } }),
    [LOGOUT]: () => ({ body: { status: { error: 0, message: 'ok' } } }),
  });
});

afterEach(() => {
  act(() => toast.dismiss());
  // Unmount while the fake clock still runs, so nothing the form scheduled fires outside act.
  cleanup();
  jest.useRealTimers();
  api.restore();
  jest.restoreAllMocks();
});

async function openAccount() {
  const view = await renderConsole('/dashboard/manage-account', { token: 't-staff', fakeTimers: true });
  await screen.findByRole('heading', { name: 'Manage Account' });
  await act(async () => jest.advanceTimersByTime(0));
  return view;
}

const username = () => screen.getByRole('textbox', { name: /Username/ });
const password = () => screen.getByLabelText(/^Password/);
const save = () => screen.getByRole('button', { name: 'Save' });
const waitChecks = () => act(async () => jest.advanceTimersByTime(200));

describe('Manage Account', () => {
  it('shows the account: title, subtitle, read-only User ID, current username; Save waits for a change', async () => {
    await openAccount();
    expect(screen.getByText('Manage your username & password')).toBeInTheDocument();
    const userId = screen.getByRole('textbox', { name: /User ID/ });
    expect(userId).toHaveValue('staff@console.id');
    expect(userId).toHaveAttribute('readonly');
    // It looks read-only too: muted, unlike the fields the user can type into.
    expect(userId).toHaveStyle({ background: 'var(--chakra-colors-bg-muted)', color: 'var(--chakra-colors-fg-muted)' });
    expect(userId).toHaveAccessibleDescription('Your user ID cannot be changed.');
    expect(username()).not.toHaveStyle({ background: 'var(--chakra-colors-bg-muted)' });
    expect(username()).toHaveValue('staff');
    expect(password()).toHaveValue('');
    expect(save()).toBeDisabled();
  });

  it('checks a new username once, 150 ms after typing stops, and shows the answer under the field', async () => {
    const { user } = await openAccount();
    await user.clear(username());
    await user.type(username(), 'admin');
    await act(async () => jest.advanceTimersByTime(149));
    expect(api.callsTo(CHECK)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getByText(TAKEN)).toBeInTheDocument());
    expect(api.callsTo(CHECK)).toHaveLength(1);
    expect(api.callsTo(CHECK)[0]!.query.get('usloUserName')).toBe('admin');
    expect(save()).toBeDisabled();

    await user.type(username(), '.baru');
    await waitChecks();
    await waitFor(() => expect(screen.getByText('Username is available.')).toBeInTheDocument());
    expect(api.callsTo(CHECK)).toHaveLength(2);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('does not check the current username, a short one, or a malformed one', async () => {
    const { user } = await openAccount();
    await user.clear(username());
    await user.type(username(), 'ab');
    await waitChecks();
    expect(await screen.findByText('Must be at least 3 characters.')).toBeInTheDocument();
    await user.clear(username());
    await user.type(username(), 'ab__c');
    await waitChecks();
    expect(await screen.findByText('Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(username());
    await user.type(username(), 'staff');
    await waitChecks();
    expect(save()).toBeDisabled();
    // Only the well-formed values typed on the way were worth a look; none of these three.
    const checked = api.callsTo(CHECK).map((call) => call.query.get('usloUserName'));
    expect(checked).not.toContain('ab');
    expect(checked).not.toContain('ab__c');
    expect(checked).not.toContain('staff');
  });

  it('checks the optional password: 6 to 50 characters', async () => {
    const { user } = await openAccount();
    await user.type(password(), '12345');
    await waitChecks();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(password());
    await user.type(password(), 'x'.repeat(51));
    await waitChecks();
    expect(await screen.findByText('Password must not exceed 50 characters')).toBeInTheDocument();
    await user.clear(password());
    await user.type(password(), 'rahasia1');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('saves a new username without a password, says to sign in again, and signs out', async () => {
    const { user, router } = await openAccount();
    await user.clear(username());
    await user.type(username(), 'staff.baru');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({ usloUserName: 'staff.baru' });
    expect(screen.getByText('Successfully updated user account data.')).toBeInTheDocument();
    expect(screen.getByText('Please relogin.')).toBeInTheDocument();
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sits under the breadcrumb Home > Manage Account, and says Saving.. while the update is on its way', async () => {
    let answer: () => void = () => undefined;
    api.on(UPDATE, () => new Promise((resolve) => {
      answer = () => resolve({ body: { data: {}, status: { error: 0, message: 'Successfully updated user account data.' } } });
    }));
    const { user, router } = await openAccount();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('HomeManage Account');
    await user.type(password(), 'rahasia1');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    // Labelled as the other dialogs' busy buttons (Mengirim.., Deleting..), not a blank spinner.
    expect(await screen.findByRole('button', { name: 'Saving..' })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the password when one is typed', async () => {
    const { user, router } = await openAccount();
    await user.type(password(), 'rahasia1');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({ usloUserName: 'staff', usloPassword: 'rahasia1' });
  });

  it('keeps what was typed when the server refuses the update', async () => {
    api.on(UPDATE, () => ({ status: 400, body: { status: { error: 1, message: TAKEN }, errors: [{ field: 'usloUserName', message: TAKEN }] } }));
    const { user, router } = await openAccount();
    await user.clear(username());
    await user.type(username(), 'staff.baru');
    await user.type(password(), 'rahasia1');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user account data.');
    expect(router.state.location.pathname).toBe('/dashboard/manage-account');
    expect(username()).toHaveValue('staff.baru');
    expect(password()).toHaveValue('rahasia1');
    expect(window.localStorage.getItem('token')).toBe('t-staff');
  });

  it('says so when the update cannot reach the server', async () => {
    // The failure comes back a moment later, as from a network: while the test waits for its toast.
    api.on(UPDATE, () => new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('fetch failed')), 20)));
    const { user } = await openAccount();
    await user.type(password(), 'rahasia1');
    await waitChecks();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Error while updating user account data')).toBeInTheDocument();
    expect(password()).toHaveValue('rahasia1');
  });

  it('Reset clears the fields and errors and reloads the account', async () => {
    const { user } = await openAccount();
    const statusCalls = api.callsTo(STATUS).length;
    await user.clear(username());
    await user.type(username(), 'ab');
    await user.type(password(), '123');
    await waitChecks();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    api.on(STATUS, () => ({ body: statusOf('staff', { username: 'staff.renamed' }) }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(username()).toHaveValue('staff.renamed'));
    expect(password()).toHaveValue('');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Must be at least 3 characters.')).not.toBeInTheDocument();
    expect(api.callsTo(STATUS).length).toBe(statusCalls + 1);
    expect(save()).toBeDisabled();
  });
});
