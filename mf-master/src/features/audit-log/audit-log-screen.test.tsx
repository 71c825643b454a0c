import { listReply, mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { AuditLogScreen } from './audit-log-screen';
import type { AuditLogRow } from './audit-log-types';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const ROWS: AuditLogRow[] = [
  {
    audtId: 12,
    audtTime: '2026-11-21T03:04:05.000Z',
    audtUserName: 'admin',
    audtUserId: 'admin@console.id',
    audtAction: 'master.company.update',
    audtTarget: '2',
    audtCompId: 1,
    compName: 'PT Toko Sembako Nusantara',
    audtOutcome: 'success',
    audtClientAddress: '10.0.0.7',
    audtDetails: { changes: { compPIC: { before: 'Dewi Lestari', after: 'Dewi Anggraini' } } },
  },
  {
    audtId: 11,
    audtTime: '2026-11-21T03:00:00.000Z',
    audtUserName: 'staff',
    audtUserId: 'staff@console.id',
    audtAction: 'transaction.resend-notification',
    audtTarget: 'VA0120261121001',
    audtCompId: 1,
    compName: 'PT Toko Sembako Nusantara',
    audtOutcome: 'repeated',
    audtClientAddress: '10.0.0.8',
    audtDetails: { trctId: 5, type: 'va', firstAnsweredSecondsAgo: 2 },
  },
];

function renderAuditLog(access: Record<string, string[]> = { console_audit: ['read'] }) {
  const api = mockApi({ access });
  api.on('GET', '/audit/trail', () => listReply(ROWS, { totalData: ROWS.length }));
  return { ...renderWithProviders(<AuditLogScreen />, { route: '/dashboard/audit-log' }), api };
}

describe('Audit Log', () => {
  it('lists who did what, newest first by default, and a row opens its details with before and after side by side', async () => {
    const { user, api } = renderAuditLog();
    await screen.findByText('master.company.update', {}, { timeout: 5000 });
    const query = api.callsTo('GET', '/audit/trail')[0]!.query;
    expect(query.get('orderField')).toBe('audtId');
    expect(query.get('orderValue')).toBe('DESC');
    const table = screen.getByRole('table', { name: 'Audit Log' });
    expect(within(table).getByText('VA0120261121001')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Details master.company.update 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit Details' });
    const changes = within(dialog).getByRole('table', { name: 'Changed fields' });
    expect(within(changes).getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'compPICDewi LestariDewi Anggraini']);
    expect(dialog).toHaveTextContent('admin (admin@console.id)');
    expect(dialog).toHaveTextContent('10.0.0.7');
  });

  it('searches by record key or order id through the list call', async () => {
    const { user, api } = renderAuditLog();
    await screen.findByText('master.company.update', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Record key or order id' }), 'VA012{Enter}');
    await screen.findByText('VA0120261121001');
    expect(api.callsTo('GET', '/audit/trail').some((call) => call.query.get('search') === 'VA012')).toBe(true);
  });

  it('without console_audit.read nothing is asked', async () => {
    const { api } = renderAuditLog({ dashboard_transactionva: ['read'] });
    expect(await screen.findByText('No Access', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/audit/trail')).toHaveLength(0);
  });
});
