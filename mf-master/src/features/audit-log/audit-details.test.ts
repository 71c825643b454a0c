import { detailsView } from './audit-details';

describe("an audit row's details in an auditor's words", () => {
  it("titles a created record's fields as its form does, and gives times in site time with their zone", () => {
    const view = detailsView('master.company-group.create', { after: { grcpName: 'Grup Baru', grcpCity: 'BANDUNG', grcpTelp: null, grcpCreatedTime: '2026-11-28T17:07:40.000Z' } }, 7);
    expect(view.records).toEqual([
      {
        heading: 'Data yang ditambahkan',
        fields: [
          { field: 'grcpName', title: 'Nama Company Group', value: 'Grup Baru' },
          { field: 'grcpCity', title: 'Nama Kota', value: 'BANDUNG' },
          { field: 'grcpTelp', title: 'No. Telpon', value: 'N/A' },
          { field: 'grcpCreatedTime', title: 'Created Time', value: '2026-11-29 00:07:40 WIB' },
        ],
      },
    ]);
  });

  it("spells out an export's range and filters, and an account's username before and after", () => {
    const exported = detailsView('export.csv', { exportId: 'e1', list: '/dashboard/transactionVa/', range: { from: '2026-11-01', to: '2026-11-29' }, filters: { 'finds[trctOrderId]': 'VA01', 'finds[trctStatus]': '00' }, rows: 1 }, 7);
    expect(exported.items).toEqual([
      { label: 'Id export', value: 'e1' },
      { label: 'Daftar', value: '/dashboard/transactionVa/' },
      { label: 'Rentang tanggal', value: '2026-11-01 – 2026-11-29' },
      { label: 'Filter', value: 'Order Id: VA01; Status: 00' },
      { label: 'Jumlah baris', value: '1' },
    ]);
    expect(detailsView('account.update', { username: { before: 'staff', after: 'staff2' } }, 7).changes).toEqual([{ field: 'username', title: 'Username', before: 'staff', after: 'staff2' }]);
    expect(detailsView('master.user.delete', { reason: 'In use.', requested: { userId: 'a@b.id' } }, 7)).toEqual({
      changes: [],
      records: [{ heading: 'Data yang diminta', fields: [{ field: 'userId', title: 'User ID', value: 'a@b.id' }] }],
      items: [{ label: 'Alasan', value: 'In use.' }],
    });
  });
});
