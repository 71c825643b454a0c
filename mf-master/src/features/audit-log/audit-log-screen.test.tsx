import { listReply, mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AuditLogScreen } from './audit-log-screen';
import type { AuditLogRow } from './audit-log-types';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const row = (audtId: number, fields: Partial<AuditLogRow>): AuditLogRow => ({
  audtId,
  audtTime: '2026-11-21T03:04:05.000Z',
  audtUserName: 'admin',
  audtUserId: 'admin@console.id',
  audtAction: 'auth.sign-in',
  audtTarget: null,
  audtCompId: 1,
  compName: 'PT Toko Sembako Nusantara',
  audtOutcome: 'success',
  audtClientAddress: '10.0.0.7',
  audtDetails: null,
  ...fields,
});

const ROWS: AuditLogRow[] = [
  row(12, {
    audtAction: 'master.company-group.update',
    audtTarget: '2',
    audtDetails: { changes: { grcpCity: { before: 'Bandung', after: 'Jakarta' }, grcpUpdatedTime: { before: '2026-11-20T17:07:40.000Z', after: '2026-11-21T03:04:05.000Z' } } },
  }),
  row(11, {
    audtUserName: 'staff',
    audtUserId: 'staff@console.id',
    audtAction: 'transaction.resend-notification',
    audtTarget: 'VA0120261121001',
    audtOutcome: 'repeated',
    audtDetails: { trctId: 5, type: 'va', firstAnsweredSecondsAgo: 2 },
  }),
  row(10, { audtUserName: 'superadmin', audtAction: 'auth.company-switch', audtTarget: '3', audtCompId: null, compName: null, audtDetails: { from: null, to: 3 } }),
];

function renderAuditLog(access: Record<string, string[]> = { console_audit: ['read'] }) {
  const api = mockApi({ access });
  api.on('GET', '/audit/trail', () => listReply(ROWS, { totalData: ROWS.length }));
  return { ...renderWithProviders(<AuditLogScreen />, { route: '/dashboard/audit-log' }), api };
}

const table = () => screen.getByRole('table', { name: 'Audit Log' });
const rowOf = (text: string) => within(table()).getAllByRole('row').find((item) => item.textContent?.includes(text))!;

describe('Audit Log', () => {
  it('lists who did what in words, newest first by default, with site times', async () => {
    const { api } = renderAuditLog();
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    const query = api.callsTo('GET', '/audit/trail')[0]!.query;
    expect(query.get('orderField')).toBe('audtId');
    expect(query.get('orderValue')).toBe('DESC');
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['No.', 'Waktu (WIB)', 'User', 'Aksi', 'Data / Order Id', 'Company', 'Status', 'Alamat Klien', 'Actions']);
    expect(rowOf('Edit Company Group')).toHaveTextContent('2026-11-21 10:04:05');
    expect(rowOf('Edit Company Group')).toHaveTextContent('Company Group 2');
    expect(rowOf('Kirim Notifikasi')).toHaveTextContent('VA0120261121001');
    expect(rowOf('Kirim Notifikasi')).toHaveTextContent('Diulang');
    expect(rowOf('Edit Company Group')).toHaveTextContent('Berhasil');
  });

  it('shows a company switch as the company switched to, made before any company was chosen', async () => {
    renderAuditLog();
    await screen.findByText('Switch Company', {}, { timeout: 5000 });
    const cells = within(rowOf('Switch Company')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('Company 3');
    expect(cells).toContain('Belum dipilih');
  });

  it("opens a row's details with the form's field titles, site times with their zone and the action's own details in words", async () => {
    const { user } = renderAuditLog();
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    await user.click(within(table()).getByRole('button', { name: 'Detail Edit Company Group 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Audit' });
    const changes = within(dialog).getByRole('table', { name: 'Perubahan' });
    expect(within(changes).getAllByRole('row').map((item) => item.textContent)).toEqual([
      'FieldSebelumSesudah',
      'Nama KotaBandungJakarta',
      'Updated Time2026-11-21 00:07:40 WIB2026-11-21 10:04:05 WIB',
    ]);
    expect(dialog).toHaveTextContent('2026-11-21 10:04:05 WIB');
    expect(dialog).toHaveTextContent('admin (admin@console.id)');
    expect(dialog).toHaveTextContent('Edit Company Group (master.company-group.update)');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(within(table()).getByRole('button', { name: 'Detail Switch Company 10' }));
    const switched = await screen.findByRole('dialog', { name: 'Detail Audit' });
    expect(switched).toHaveTextContent('Dari companyBelum dipilih');
    expect(switched).toHaveTextContent('Ke companyCompany 3');
  });

  it('filters by any action the API records, master-data changes included, by name', async () => {
    const { user, api } = renderAuditLog();
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const action = await screen.findByRole('combobox', { name: 'By Aksi' });
    const options = within(action).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Switch Company', 'Tambah Company Group', 'Edit User', 'Hapus Role Permission', 'Export CSV']));
    expect(options).toHaveLength(1 + 11 + 27);
    await user.selectOptions(action, 'Tambah Company Group');
    await user.selectOptions(screen.getByRole('combobox', { name: 'By Status' }), 'Ditolak');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(api.callsTo('GET', '/audit/trail').at(-1)!.query.get('finds[audtAction]')).toBe('master.company-group.create'));
    expect(api.callsTo('GET', '/audit/trail').at(-1)!.query.get('finds[audtOutcome]')).toBe('denied');
  });

  it('searches by record key or order id through the list call', async () => {
    const { user, api } = renderAuditLog();
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Cari id data atau order id' }), 'VA012{Enter}');
    await screen.findByText('VA0120261121001');
    expect(api.callsTo('GET', '/audit/trail').some((call) => call.query.get('search') === 'VA012')).toBe(true);
  });

  it('without console_audit.read nothing is asked', async () => {
    const { api } = renderAuditLog({ dashboard_transactionva: ['read'] });
    expect(await screen.findByText('No Access', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/audit/trail')).toHaveLength(0);
  });
});
