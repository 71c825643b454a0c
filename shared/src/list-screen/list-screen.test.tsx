import { act, screen } from '@testing-library/react';
import { mockApi, type MockApi, reply, renderWithProviders } from '../testing';
import { ListScreenLayout } from './list-screen-layout';
import { ListToolbar } from './list-toolbar';
import { SearchBox } from './search-box';
import { SummaryCard } from './summary-card';

let api: MockApi;
afterEach(() => api.restore());

describe('ListScreenLayout', () => {
  it('shows a spinner while the session loads, then the slots with the read permission', async () => {
    api = mockApi({ access: { dashboard_transactionva: ['read'] } });
    renderWithProviders(
      <ListScreenLayout title="Transaction VA" readPermission="dashboard_transactionva.read" summary={<SummaryCard title="Status Pelunasan" palette="info" items={[{ label: 'Nominal', value: 'Rp. 0' }]} />} toolbar={<ListToolbar onRefresh={jest.fn()} />}>
        <p>the table</p>
      </ListScreenLayout>,
    );
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('the table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.getByLabelText('Nominal: Rp. 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Data' })).not.toBeInTheDocument();
  });

  it('shows the no-access view without the read permission, also when the status call fails', async () => {
    api = mockApi({ access: { master_user: ['read'] } });
    const { unmount } = renderWithProviders(
      <ListScreenLayout title="Transaction VA" readPermission="dashboard_transactionva.read">
        <p>the table</p>
      </ListScreenLayout>,
    );
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
    unmount();
    api.on('GET', '/security/authentication/status', () => reply(500, { status: { error: 1, message: 'boom' } }));
    renderWithProviders(
      <ListScreenLayout title="Transaction VA" readPermission="dashboard_transactionva.read">
        <p>the table</p>
      </ListScreenLayout>,
    );
    expect(await screen.findByText('No Access')).toBeInTheDocument();
  });
});

describe('SearchBox', () => {
  afterEach(() => jest.useRealTimers());

  it('applies once when typing has paused for the debounce, at once on Enter, and clears', async () => {
    jest.useFakeTimers();
    api = mockApi();
    const onSearch = jest.fn();
    const { user } = renderWithProviders(<SearchBox placeholder="Search Role Name.." value="" debounceMs={300} onSearch={onSearch} />, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    const box = screen.getByRole('searchbox', { name: 'Search Role Name..' });
    await user.type(box, 'ad');
    act(() => jest.advanceTimersByTime(299));
    await user.type(box, 'm');
    // The pause restarts with every key.
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['adm']]);
    await user.type(box, 'in{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('admin');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch.mock.calls).toEqual([['adm'], ['admin'], ['']]);
  });
});
