import { mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FAKE_SCREENS, FAKE_SEARCHERS } from '../../app/testing/fake-remotes';
import { setDeclaredScreens } from '../../remotes/declared-screens';
import { OrderSearch } from './order-search';

jest.setTimeout(30_000);

const VA = { trctId: 253, trctType: 'va', trctOrderId: 'VA01202611170018', trctVirtualAccountNo: '8882069586670169', trqrReferenceNo: null, trctStatus: '00', trctTotalAmount: 3175000, trctCreatedTime: '2026-11-17T15:20:39.000Z', matched: 'trctOrderId' };
const FOUND = {
  data: {
    transactions: [VA],
    notifications: [{ notiId: 40, notiOrderId: 'VA01202611170018', notiStatus: 2, notiCreatedTime: '2026-11-17T16:38:39.000Z', trctId: 253, trctType: 'va' }],
  },
  status: { error: 0, message: '2 found.' },
};
const ONE = { data: { transactions: [{ ...VA, matched: 'trctVirtualAccountNo' }], notifications: [] }, status: { error: 0, message: '1 found.' } };

let restore = () => undefined as void;
afterEach(() => {
  restore();
  setDeclaredScreens(null);
});

/** The search with the fake remotes' declared searchers (decision 151), answered by `answer`. */
function renderSearch(access: Record<string, string[]>, answer: () => unknown = () => FOUND) {
  setDeclaredScreens(FAKE_SCREENS, FAKE_SEARCHERS);
  const api = mockApi({ access });
  restore = api.restore;
  api.on('GET', '/dashboard/search', answer);
  return { ...renderWithProviders(<OrderSearch />, { route: '/dashboard/home' }), api };
}

const READ_ALL = { dashboard_transactionva: ['read'], dashboard_notification: ['read'] };
const box = () => screen.findByRole('combobox', { name: 'Cari order id, No. VA atau Ref. QRIS' });

describe('the top bar search for any order', () => {
  it('`/` focuses it; hits show their amount, status and date, and the count is announced', async () => {
    const { user, api } = renderSearch(READ_ALL);
    const input = await box();
    await user.keyboard('/');
    expect(input).toHaveFocus();
    await user.type(input, 'VA01202611170018');
    const list = await screen.findByRole('listbox', { name: 'Hasil pencarian' });
    expect(api.callsTo('GET', '/dashboard/search')[0]!.query.get('q')).toBe('VA01202611170018');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    const [transaction, notification] = within(list).getAllByRole('option');
    expect(transaction).toHaveTextContent('VA VA01202611170018Rp. 3.175.000Lunas2026-11-17 22:20:39 WIB');
    expect(notification).toHaveTextContent('Notifikasi VA01202611170018Sukses2026-11-17 23:38:39 WIB');
    expect(within(list).getByRole('group', { name: 'Transaksi' })).toContainElement(transaction!);
    expect(screen.getByRole('status')).toHaveTextContent('2 ditemukan untuk VA01202611170018.');
  });

  it('moves through the hits with ArrowDown and ArrowUp and opens the active one with Enter (its detail, on its day)', async () => {
    const { user, location } = renderSearch(READ_ALL);
    const input = await box();
    await user.type(input, 'VA0120');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    // 22:20 site time on the 17th: that day's range, searched by the order id, its detail open.
    await waitFor(() => expect(location()).toBe('/dashboard/transaction-va?from=2026-11-17&to=2026-11-17&q=VA01202611170018&detail=253'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The focus stays in the box, where a detail dialog gives it back when it closes.
    expect(input).toHaveFocus();
  });

  it('opens the only hit with Enter, without choosing it first', async () => {
    const { user, location } = renderSearch(READ_ALL, () => ONE);
    const input = await box();
    await user.type(input, '8882069');
    const option = await within(await screen.findByRole('listbox')).findByRole('option');
    expect(option).toHaveTextContent('VA VA01202611170018 · No. VA 8882069586670169');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toContain('detail=253'));
  });

  it('says why nothing is searched under 3 characters, and when nothing is found', async () => {
    const { user, api } = renderSearch(READ_ALL, () => ({ data: { transactions: [], notifications: [] }, status: { error: 0, message: 'Nothing found.' } }));
    const input = await box();
    await user.type(input, 'VA');
    expect(await screen.findByText('Ketik minimal 3 karakter untuk mencari.', { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/dashboard/search')).toHaveLength(0);
    await user.type(input, 'X9');
    expect(await screen.findByText('Tidak ditemukan untuk VAX9.', { selector: 'p' })).toBeInTheDocument();
  });

  it('Escape closes the panel and keeps the text; a second Escape clears it; a click elsewhere closes it', async () => {
    const { user } = renderSearch(READ_ALL);
    const input = await box();
    await user.type(input, 'VA0120');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('VA0120');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(input);
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('says in Indonesian when the search fails', async () => {
    const { user } = renderSearch(READ_ALL, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(await box(), 'VA0120');
    expect(await screen.findByText(/^Pencarian gagal\. Server tidak dapat dihubungi/, { selector: 'p' })).toBeInTheDocument();
  });

  it('is not there for a user without VA, QRIS or notification read', async () => {
    const { api } = renderSearch({ console_audit: ['read'] });
    await waitFor(() => expect(api.callsTo('GET', '/security/authentication/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
