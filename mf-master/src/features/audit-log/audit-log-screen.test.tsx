import { listReply, mockApi, renderWithProviders, reply } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ACTIONS } from './audit-actions';
import type { AuditIntegrity } from './audit-integrity';
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
  row(9, { audtUserName: 'canary guard', audtUserId: null, audtAction: 'release.abort', audtTarget: 'mf-master', audtCompId: null, compName: null, audtClientAddress: '127.0.0.1' }),
  row(8, { audtAction: 'master.company-group.delete', audtTarget: '4', audtDetails: { before: { grcpId: 4, grcpName: 'Grup Lama', grcpCity: 'MEDAN' } } }),
];

const INTACT: AuditIntegrity = {
  state: 'intact',
  rows: 1532,
  lastId: 1532,
  anchored: true,
  checkpoint: { lastId: 1532, rows: 1532, writtenAt: '2026-11-28T10:00:01.123Z' },
  broken: null,
  checkedAt: '2026-11-28T10:00:05.000Z',
};

function renderAuditLog(access: Record<string, string[]> = { console_audit: ['read'] }, integrity: unknown = { data: INTACT, status: { error: 0, message: 'Audit trail integrity checked.' } }) {
  const api = mockApi({ access });
  api.on('GET', '/audit/trail', () => listReply(ROWS, { totalData: ROWS.length }));
  api.on('GET', '/audit/trail/integrity', () => integrity);
  api.on('GET', '/master/Company_Group', () =>
    listReply([
      { grcpId: 2, grcpName: 'Grup Bandung' },
      { grcpId: 5, grcpName: 'Grup Lain' },
    ]),
  );
  api.on('GET', '/master/company', () =>
    listReply([
      { compId: 1, compName: 'PT Toko Sembako Nusantara' },
      { compId: 3, compName: 'PT Sinar Jaya Abadi' },
    ]),
  );
  api.on('GET', '/master/User_Login', () =>
    listReply([
      { usloUserId: 'admin@console.id', usloUserName: 'admin' },
      { usloUserId: 'siti.rahma@console.id', usloUserName: 'siti.rahma' },
    ]),
  );
  return { ...renderWithProviders(<AuditLogScreen />, { route: '/dashboard/audit-log' }), api };
}

const MASTER_READER = { console_audit: ['read'], master_company: ['read'], master_group_company: ['read'], master_user: ['read'] };

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
    expect(options).toEqual(expect.arrayContaining(['Akses tanpa izin', 'Upload build', 'Widen canary', 'Make team key']));
    expect(options).toHaveLength(1 + AUDIT_ACTIONS.length);
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

  it('picks a user by name from a searchable list by keyboard, filters by that username exactly, and finds a release-plane actor typed', async () => {
    const { user, api } = renderAuditLog(MASTER_READER);
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const picker = await screen.findByRole('combobox', { name: 'By User' });
    await user.type(picker, 'si');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Username "si"', 'siti.rahma (siti.rahma@console.id)']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(picker).toHaveValue('siti.rahma (siti.rahma@console.id)');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(api.callsTo('GET', '/audit/trail').at(-1)!.query.get('finds[audtUserName][eq]')).toBe('siti.rahma'));
    expect(screen.getByRole('group', { name: 'Filter aktif' })).toHaveTextContent('User: siti.rahma (siti.rahma@console.id)');

    await user.click(screen.getByRole('button', { name: 'Filter Data (1 active)' }));
    const again = await screen.findByRole('combobox', { name: 'By User' });
    await user.clear(again);
    await user.type(again, 'canary');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Username "canary"', 'canary guard']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(api.callsTo('GET', '/audit/trail').at(-1)!.query.get('finds[audtUserName][eq]')).toBe('canary guard'));
  });

  it('picks a company by name, filters by its id, and shows companies by name beside their id', async () => {
    const { user, api } = renderAuditLog(MASTER_READER);
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    expect(within(rowOf('Kirim Notifikasi')).getAllByRole('cell').map((cell) => cell.textContent)).toContain('PT Toko Sembako Nusantara (1)');
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const picker = await screen.findByRole('combobox', { name: 'By Company' });
    await user.type(picker, 'sinar');
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('PT Sinar Jaya Abadi (3)');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(api.callsTo('GET', '/audit/trail').at(-1)!.query.get('finds[audtCompId]')).toBe('3'));
    expect(screen.getByRole('group', { name: 'Filter aktif' })).toHaveTextContent('Company: PT Sinar Jaya Abadi (3)');
  });

  it("names records beside their ids from the lists the viewer may read, one request per list, and a deleted one from its own row", async () => {
    const { user, api } = renderAuditLog(MASTER_READER);
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    await waitFor(() => expect(rowOf('Edit Company Group')).toHaveTextContent('Company Group 2 (Grup Bandung)'));
    expect(rowOf('Switch Company')).toHaveTextContent('Company 3 (PT Sinar Jaya Abadi)');
    expect(rowOf('Hapus Company Group')).toHaveTextContent('Company Group 4 (Grup Lama)');
    expect(api.callsTo('GET', '/master/Company_Group')).toHaveLength(1);
    await user.click(within(table()).getByRole('button', { name: 'Detail Switch Company 10' }));
    expect(await screen.findByRole('dialog', { name: 'Detail Audit' })).toHaveTextContent('Ke companyCompany 3 (PT Sinar Jaya Abadi)');
  });

  it('shows ids alone and asks for no master list the viewer may not read', async () => {
    const { api } = renderAuditLog();
    await screen.findByText('Edit Company Group', {}, { timeout: 5000 });
    expect(within(rowOf('Edit Company Group')).getAllByRole('cell').map((cell) => cell.textContent)).toContain('Company Group 2');
    expect(api.callsTo('GET', '/master/Company_Group')).toHaveLength(0);
    expect(api.callsTo('GET', '/master/company')).toHaveLength(0);
    expect(api.callsTo('GET', '/master/User_Login')).toHaveLength(0);
  });

  it("says the audit trail's chain is intact, with the rows checked and when", async () => {
    renderAuditLog();
    expect(await screen.findByText('Audit trail utuh', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1.532 baris diperiksa, 2026-11-28 17:00:05 WIB.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('alerts when the chain is broken, at which row and why', async () => {
    renderAuditLog(undefined, { data: { ...INTACT, state: 'broken', broken: { audtId: 1234, reason: 'row 1234 was changed: its hash does not match' } }, status: { error: 0, message: 'Audit trail integrity checked.' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Audit trail RUSAK di baris 1.234');
    expect(alert).toHaveTextContent('row 1234 was changed: its hash does not match');
    expect(await screen.findByText('Edit Company Group')).toBeInTheDocument();
  });

  it('says when the check failed, keeps the list, and checks again on Coba lagi', async () => {
    const { user, api } = renderAuditLog(undefined, reply(503, { status: { error: 1, message: 'Server sibuk.' } }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Integritas audit trail tidak dapat diperiksa.');
    expect(await screen.findByText('Edit Company Group')).toBeInTheDocument();
    api.on('GET', '/audit/trail/integrity', () => ({ data: INTACT, status: { error: 0, message: 'ok' } }));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Audit trail utuh')).toBeInTheDocument();
  });

  it('without console_audit.read nothing is asked', async () => {
    const { api } = renderAuditLog({ dashboard_transactionva: ['read'] });
    expect(await screen.findByText('No Access', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/audit/trail')).toHaveLength(0);
    expect(api.callsTo('GET', '/audit/trail/integrity')).toHaveLength(0);
  });
});
