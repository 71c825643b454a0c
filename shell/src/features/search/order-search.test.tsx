import { mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OrderSearch } from './order-search';

jest.setTimeout(30_000);

const FOUND = {
  data: {
    transactions: [
      { trctId: 253, trctType: 'va', trctOrderId: 'VA01202611170018', trctVirtualAccountNo: '8882069586670169', trqrReferenceNo: null, trctStatus: '00', trctCreatedTime: '2026-11-17T15:20:39.000Z', matched: 'trctOrderId' },
    ],
    notifications: [{ notiId: 40, notiOrderId: 'VA01202611170018', notiStatus: 2, notiCreatedTime: '2026-11-17T16:38:39.000Z', trctId: 253, trctType: 'va' }],
  },
  status: { error: 0, message: '2 found.' },
};

function renderSearch(access: Record<string, string[]>) {
  const api = mockApi({ access });
  api.on('GET', '/dashboard/search', () => FOUND);
  return { ...renderWithProviders(<OrderSearch />, { route: '/dashboard/home' }), api };
}

describe('the top bar search for any order', () => {
  it('`/` focuses it; an order id lists its transaction (to its screen on its day, detail open) and notification, announced', async () => {
    const { user, api } = renderSearch({ dashboard_transactionva: ['read'] });
    const box = await screen.findByRole('searchbox', { name: 'Search order id, VA or QRIS number' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.type(box, 'VA01202611170018{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(api.callsTo('GET', '/dashboard/search')[0]!.query.get('q')).toBe('VA01202611170018');
    const link = within(results).getByRole('link', { name: 'VA VA01202611170018' });
    // 22:20 site time on the 17th: that day's range, searched by the order id, its detail open.
    expect(link).toHaveAttribute('href', '/dashboard/transaction-va?from=2026-11-17&to=2026-11-17&q=VA01202611170018&detail=253');
    expect(within(results).getByRole('link', { name: 'Notification VA01202611170018 (Sukses)' })).toHaveAttribute('href', '/dashboard/notifications?q=VA01202611170018');
    expect(screen.getByRole('status')).toHaveTextContent('2 found for VA01202611170018.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument());
  });

  it('is not there for a user without VA, QRIS or notification read', async () => {
    const { api } = renderSearch({ console_audit: ['read'] });
    await waitFor(() => expect(api.callsTo('GET', '/security/authentication/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
