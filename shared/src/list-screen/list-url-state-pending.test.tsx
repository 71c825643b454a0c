import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type MiddlewareFunction } from 'react-router';
import { useListUrlState } from './list-url-state';

/** A list whose filter and page are shown, with buttons that change them. */
function Probe() {
  const list = useListUrlState({ sortable: [], filterNames: ['bank'] });
  return (
    <>
      <p>bank: {list.filters.bank || '-'}</p>
      <p>page: {list.table.page}</p>
      <button type="button" onClick={() => list.setFilters({ bank: 'bri' })}>
        Filter BRI
      </button>
      <button type="button" onClick={() => list.setTable({ ...list.table, page: 3 })}>
        Page 3
      </button>
    </>
  );
}

/** A router whose every navigation waits (like the console's session check) until released. */
function heldRouter() {
  const held: (() => void)[] = [];
  const hold: MiddlewareFunction = async () => {
    await new Promise<void>((resolve) => held.push(resolve));
  };
  const router = createMemoryRouter([{ path: '/list', element: <Probe />, middleware: [hold], loader: () => null }], {
    initialEntries: ['/list'],
    hydrationData: { loaderData: { 0: null } },
  });
  return { router, release: () => act(() => held.splice(0).forEach((resolve) => resolve())) };
}

describe('list state while a navigation is under way', () => {
  it('shows the asked-for state at once, and a second change keeps the first', async () => {
    const user = userEvent.setup();
    const { router, release } = heldRouter();
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('button', { name: 'Filter BRI' }));
    // Not committed yet: the URL is unchanged, but the screen shows what the user asked.
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('bank: bri')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('page: 3')).toBeInTheDocument();
    expect(screen.getByText('bank: bri')).toBeInTheDocument();

    await release();
    await screen.findByText('page: 3');
    expect(new URLSearchParams(router.state.location.search).get('f_bank')).toBe('bri');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });
});
