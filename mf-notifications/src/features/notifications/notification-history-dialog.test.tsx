import { act, screen, waitFor, within } from '@testing-library/react';
import { SITE_TODAY } from './notification-test-data';
import { renderNotifications, ROUTE } from './notification-test-kit';

jest.setTimeout(30_000);
let view: ReturnType<typeof renderNotifications>;
beforeEach(() => jest.useFakeTimers({ now: new Date(`${SITE_TODAY}T05:00:00Z`), advanceTimers: true }));
afterEach(() => {
  view.api.restore();
  jest.useRealTimers();
});

const historyDialog = () => screen.findByRole('dialog', { name: 'Notification History' }, { timeout: 5000 });
const historyRows = (dialog: HTMLElement) => within(within(dialog).getByRole('table', { name: 'Notification History' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('Notification History', () => {
  it('opens from See History with every entry, JSON pretty-printed, other text and markup as text, N/A when empty', async () => {
    view = renderNotifications();
    await view.user.click(await screen.findByRole('button', { name: 'See History of notification 23' }, { timeout: 5000 }));
    const dialog = await historyDialog();
    expect(within(dialog).getByText('See history of a notification data.')).toBeInTheDocument();
    await within(dialog).findByText('Order Id VA012026110023');
    expect(view.api.callsTo('GET', '/dashboard/notification/23')).toHaveLength(1);
    expect(view.location()).toContain('history=23');
    const table = within(dialog).getByRole('table', { name: 'Notification History' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Id', 'Notif Id', 'Request', 'Response', 'Created At']);
    const [json, text, empty] = historyRows(dialog);
    expect(historyRows(dialog)).toHaveLength(3);
    expect(within(dialog).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    expect(cells(json!)[0]).toHaveTextContent(/^101$/);
    expect(cells(json!)[1]).toHaveTextContent(/^23$/);
    expect(within(json!).getByRole('region', { name: 'Request 101' }).textContent).toBe('{\n  "orderId": "VA012026110023",\n  "status": "00",\n  "amount": 15000\n}');
    expect(within(json!).getByRole('region', { name: 'Response 101' }).textContent).toBe('{\n  "responseCode": 200,\n  "responseMessage": "Success"\n}');
    expect(cells(json!)[4]).toHaveTextContent('2026-11-23 10:00:00');

    expect(within(text!).getByRole('region', { name: 'Request 102' }).textContent).toBe('orderId=VA012026110023&status=00');
    const markup = '<html><body>502 Bad Gateway</body><script>window.hacked = true</script></html>';
    expect(within(text!).getByRole('region', { name: 'Response 102' }).textContent).toBe(markup);
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    expect(cells(empty!)[2]).toHaveTextContent(/^N\/A$/);
    expect(cells(empty!)[3]).toHaveTextContent(/^N\/A$/);
    expect(within(empty!).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    // One Copy per body that has content.
    expect(within(dialog).getAllByRole('button', { name: /^Copy / })).toHaveLength(4);
  });

  it('copies a body exactly as sent', async () => {
    view = renderNotifications({ route: `${ROUTE}?history=23` });
    const dialog = await historyDialog();
    const copy = await within(dialog).findByRole('button', { name: 'Copy Request 101' }, { timeout: 5000 });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await view.user.click(copy);
    expect(writeText).toHaveBeenCalledWith('{"orderId":"VA012026110023","status":"00","amount":15000}');
  });

  it('closes with Close and keeps the list view', async () => {
    view = renderNotifications({ route: `${ROUTE}?q=0023&history=23` });
    const dialog = await historyDialog();
    await within(dialog).findByText('Order Id VA012026110023');
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notification History' })).not.toBeInTheDocument());
    expect(view.location()).not.toContain('history=');
    expect(view.location()).toContain('q=0023');
  });

  it('says a forged id is not available, without Retry (the API answers 404 for another company)', async () => {
    view = renderNotifications({ route: `${ROUTE}?history=9999` });
    const dialog = await historyDialog();
    const alert = await within(dialog).findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('This notification does not exist or is not available to your company.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /Request/ })).not.toBeInTheDocument();
  });

  it('shows no history dialog without dashboard_notification.read and asks for nothing', async () => {
    view = renderNotifications({ route: `${ROUTE}?history=23`, access: {} });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.api.callsTo('GET', '/dashboard/notification/23')).toHaveLength(0);
  });
});
