import { screen, waitFor, within } from '@testing-library/react';
import { memoryResource, mockApi, renderWithProviders } from '../testing';
import { requiredText } from '@console/rules';
import { defineResource, type ResourceRow } from './resource-config';
import { ResourceFormDialog } from './resource-form-dialog';
import { ResourceSummary } from './resource-summary';

jest.setTimeout(30_000);

interface Account extends ResourceRow {
  userId: string;
  usloUserName?: string;
  usloPassword?: string;
}

const config = defineResource<Account>({
  title: 'Akun',
  entity: 'Akun',
  permission: 'master_user',
  path: '/master/user',
  primaryKey: 'userId',
  columns: [{ id: 'userId', header: 'User ID' }],
  fields: [
    { Field: 'userId', title: 'User ID', input: 'text', Key: 'PRI' },
    { Field: 'usloUserName', title: 'Username', input: 'text' },
    { Field: 'usloPassword', title: 'Password', input: 'password' },
  ],
  schema: () => ({ usloUserName: requiredText('Username'), usloPassword: requiredText('Password') }),
  search: { placeholder: 'Search', debounceMs: 300 },
  summary: {
    title: 'Ringkasan',
    counts: [
      { label: 'Aktif', query: { 'finds[userStatus]': 1 } },
      { label: 'Tidak Aktif', from: (counts) => (counts.Semua ?? 0) - (counts.Aktif ?? 0) },
      { label: 'Semua' },
    ],
  },
  data: { getOne: [{ path: '/master/User_Login' }] },
  toasts: { created: 'c', updated: 'u', saveFailed: 's', deleted: 'd', deleteFailed: 'f' },
});

function setup() {
  const api = mockApi({ access: { master_user: ['read', 'update'] } });
  memoryResource(api, { path: '/master/user', primaryKey: 'userId', rows: [{ userId: 'a@x.id', userStatus: 1 }, { userId: 'b@x.id', userStatus: 0 }, { userId: 'c@x.id', userStatus: 0 }] });
  const logins = memoryResource(api, { path: '/master/User_Login', primaryKey: 'usloUserId', rows: [{ usloUserId: 'a@x.id', usloUserName: 'anna' }] });
  return { api, logins };
}

let view: ReturnType<typeof setup>;
afterEach(() => view.api.restore());

describe('resource extension points', () => {
  it('loads the record for edit through data.getOne, with a spinner meanwhile, and a password input', async () => {
    view = setup();
    renderWithProviders(<ResourceFormDialog config={config} mode="edit" record={{ userId: 'a@x.id', userStatus: 1 }} onClose={() => undefined} />);
    expect(screen.getByLabelText('Memuat data Akun')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('anna')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Edit Data' });
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('offers Retry when the record cannot be loaded, and shows the form once it can', async () => {
    view = setup();
    view.logins.fail('get', { status: 500, message: 'Internal server error.' });
    const { user } = renderWithProviders(<ResourceFormDialog config={config} mode="edit" record={{ userId: 'a@x.id' }} onClose={() => undefined} />);
    expect(await screen.findByText('Gagal mendapatkan data Akun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('anna')).toBeInTheDocument();
  });

  it('derives a summary count from the others by label, asking the API only for the query counts', async () => {
    view = setup();
    renderWithProviders(<ResourceSummary config={config} />);
    expect(await screen.findByLabelText('Aktif: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Tidak Aktif: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Semua: 3')).toBeInTheDocument();
    await waitFor(() => expect(view.api.callsTo('GET', '/master/user')).toHaveLength(2));
  });

  it('shows Ringkasan with Jumlah Data, the count of all rows asked with max=1, when the resource names no summary', async () => {
    view = setup();
    renderWithProviders(<ResourceSummary config={{ ...config, summary: undefined }} />);
    expect(await screen.findByLabelText('Jumlah Data: 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument();
    expect(view.api.callsTo('GET', '/master/user').map((call) => Object.fromEntries(call.query))).toEqual([{ page: '1', max: '1' }]);
  });

  it('shows no summary card with summary: false', () => {
    view = setup();
    renderWithProviders(<ResourceSummary config={{ ...config, summary: false }} />);
    expect(screen.queryByRole('heading', { name: 'Ringkasan' })).not.toBeInTheDocument();
    expect(view.api.callsTo('GET', '/master/user')).toHaveLength(0);
  });
});
