import type { CompanyGroup } from './company-group';

export const COMPANY_GROUP_PATH = '/master/Company_Group';

/** Demo rows: one without phone and fax (shown as N/A). */
export const seedGroups = (): CompanyGroup[] => [
  { grcpId: 1, grcpName: 'Grup Nusantara', grcpNickName: 'Nusa', grcpAddress: 'Jl. Merdeka No. 1', grcpCity: 'Jakarta', grcpTelp: '0211234567', grcpFax: '021-7654321', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-01T00:00:00.000Z' },
  { grcpId: 2, grcpName: 'Grup Parahyangan', grcpNickName: 'Para', grcpAddress: 'Jl. Asia Afrika 8', grcpCity: 'Bandung', grcpTelp: null, grcpFax: '', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-02T00:00:00.000Z' },
  { grcpId: 3, grcpName: 'Grup Jawa Timur', grcpNickName: 'Jatim', grcpAddress: 'Jl. Pemuda 12', grcpCity: 'Surabaya', grcpTelp: '0317654321', grcpFax: '031-1234567', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-03T00:00:00.000Z' },
];
