import { screen, waitFor, within } from '@testing-library/react';
import { listReply, mockApi, type MockApi, renderWithProviders } from '../testing';
import { apiFilter, type FilterFieldSpec } from '../resource/resource-config';
import { ListToolbar } from './list-toolbar';

const FIELDS: readonly FilterFieldSpec[] = [
  { name: 'bank', label: 'By Bank', param: 'finds[trctQrBank]', input: 'text' },
  { name: 'status', label: 'By Status', param: 'finds[trctStatus]', input: 'select', options: [{ value: '03', label: 'Belum Lunas' }] },
  apiFilter('usroRoleId', 'By Role', '/master/roles'),
];

let api: MockApi;
beforeEach(() => {
  api = mockApi({ access: {} }).on('GET', '/master/roles', () => listReply([{ roleId: 2, roleName: 'Admin' }]));
});
afterEach(() => api.restore());

describe('the applied filters as chips', () => {
  it('shows each applied filter by name and value, removes one with its chip, all at once, and counts them on Filter Data', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<ListToolbar onFilter={() => undefined} filters={{ fields: FIELDS, values: { bank: 'BRI', status: '03', usroRoleId: '2' }, onChange }} />);
    const chips = screen.getByRole('group', { name: 'Filter aktif' });
    // A picked option by its title, as its dialog lists it.
    await waitFor(() => expect(chips.querySelector('[data-filter="usroRoleId"]')).toHaveTextContent('Role: Admin'));
    expect([...chips.querySelectorAll('[data-filter]')].map((chip) => chip.textContent)).toEqual(['Bank: BRI', 'Status: Belum Lunas', 'Role: Admin']);
    expect(screen.getByRole('button', { name: 'Filter Data (3 active)' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Hapus filter Status' }));
    expect(onChange).toHaveBeenLastCalledWith({ bank: 'BRI', status: '', usroRoleId: '2' });
    await user.click(within(chips).getByRole('button', { name: 'Hapus semua filter' }));
    expect(onChange).toHaveBeenLastCalledWith({ bank: '', status: '', usroRoleId: '' });
  });

  it('shows nothing while no filter is applied', () => {
    renderWithProviders(<ListToolbar onFilter={() => undefined} filters={{ fields: FIELDS, values: { bank: ' ' }, onChange: jest.fn() }} />);
    expect(screen.queryByRole('group', { name: 'Filter aktif' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter Data' })).toBeInTheDocument();
  });
});
