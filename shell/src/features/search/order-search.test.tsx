import { mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FAKE_SCREENS, FAKE_SEARCHERS } from '../../app/testing/fake-remotes';
import { setDeclaredScreens } from '../../remotes/declared-screens';
import type { DeclaredSearcher } from '../../remotes/remote-searchers';
import { OrderSearch } from './order-search';

jest.setTimeout(30_000);

const FOUND = {
  data: {
    transactions: [
      { trctId: 253, trctType: 'va', trctOrderId: 'VA01202611170018', trctVirtualAccountNo: '8882069586670169', trqrReferenceNo: null, trctStatus: '00', trctTotalAmount: 150000, trctCreatedTime: '2026-11-17T15:20:39.000Z', matched: 'trctOrderId' },
    ],
    notifications: [{ notiId: 40, notiOrderId: 'VA01202611170018', notiStatus: 2, notiCreatedTime: '2026-11-17T16:38:39.000Z', trctId: 253, trctType: 'va' }],
  },
  status: { error: 0, message: '2 found.' },
};

function renderSearch(access: Record<string, string[]>, searchers: readonly DeclaredSearcher[] = FAKE_SEARCHERS) {
  setDeclaredScreens(FAKE_SCREENS, searchers);
  const api = mockApi({ access });
  api.on('GET', '/dashboard/search', () => FOUND);
  return { ...renderWithProviders(<OrderSearch />, { route: '/dashboard/home' }), api };
}

afterEach(() => setDeclaredScreens(null));

describe('the top bar search for any order', () => {
  it('`/` focuses it; an order id lists its transaction (to its screen on its day, detail open) and notification, announced', async () => {
    const { user, api } = renderSearch({ dashboard_transactionva: ['read'], dashboard_notification: ['read'] });
    const box = await screen.findByRole('searchbox', { name: 'Search order id, VA or QRIS number' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.type(box, 'VA01202611170018{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' });
    // The two searchers of one API call asked it once.
    expect(api.callsTo('GET', '/dashboard/search')).toHaveLength(1);
    expect(api.callsTo('GET', '/dashboard/search')[0]!.query.get('q')).toBe('VA01202611170018');
    const link = within(results).getByRole('link', { name: 'VA VA01202611170018' });
    // The route the remote declared, filled in: 22:20 site time on the 17th, that day's range, searched by the order id, its detail open.
    expect(link).toHaveAttribute('href', '/dashboard/transaction-va?from=2026-11-17&to=2026-11-17&q=VA01202611170018&detail=253');
    expect(within(results).getByText('Lunas · Rp. 150.000 · 17 November 2026 22:20')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Notification VA01202611170018' })).toHaveAttribute('href', '/dashboard/notifications?q=VA01202611170018');
    expect(within(results).getByText(/^Sukses · 17 November 2026/)).toBeInTheDocument();
    expect(within(results).getByRole('list', { name: 'Transactions found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 found for VA01202611170018.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument());
  });

  it('asks only the searchers the user may read: a VA reader sees no notification, and a VA number says it matched', async () => {
    const { user } = renderSearch({ dashboard_transactionva: ['read'] });
    await user.type(await screen.findByRole('searchbox'), '88820695{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'VA VA01202611170018 (8882069586670169)' })).toBeInTheDocument();
    expect(within(results).queryByRole('link', { name: /^Notification/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 found for 88820695.');
  });

  it('links a hit where its remote declares, whatever the remote: the shell knows no route', async () => {
    const [va] = FAKE_SEARCHERS;
    const renamed = { ...va!, searcher: { ...va!.searcher, route: 'virtual-accounts?order={trctOrderId}' } };
    const { user } = renderSearch({ dashboard_transactionva: ['read'] }, [renamed]);
    await user.type(await screen.findByRole('searchbox'), 'VA0120{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'VA VA01202611170018' })).toHaveAttribute('href', '/dashboard/virtual-accounts?order=VA01202611170018');
  });

  it('is not there for a user who may read none of the declared searchers', async () => {
    const { api } = renderSearch({ console_audit: ['read'] });
    await waitFor(() => expect(api.callsTo('GET', '/security/authentication/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('is not there when no remote declares a searcher', async () => {
    const { api } = renderSearch({ dashboard_transactionva: ['read'] }, []);
    await waitFor(() => expect(api.callsTo('GET', '/security/authentication/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
