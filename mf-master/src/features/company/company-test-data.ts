import { memoryResource, type MockApi } from '@console/shared/testing';
import type { Company } from './company';

const audit = { compCreatedTime: '2026-01-01T00:00:00.000Z', compUpdatedTime: null, compUpdatedUserId: null };

/** Two groups, two clients and three companies: one with an unknown group and client and empty optional cells. */
export function installCompanyData(api: MockApi) {
  memoryResource(api, {
    path: '/master/Company_Group',
    primaryKey: 'grcpId',
    rows: [
      { grcpId: 1, grcpName: 'Nusantara Retail Group' },
      { grcpId: 2, grcpName: 'Borneo Energy Group' },
    ],
  });
  memoryResource(api, {
    path: '/master/client',
    primaryKey: 'clntid',
    rows: [
      { clntid: 1, clntName: 'PT Sinar Abadi' },
      { clntid: 2, clntName: 'PT Mitra Sejahtera' },
    ],
  });
  return memoryResource<Company>(api, {
    path: '/master/company',
    primaryKey: 'compId',
    searchFields: ['compName'],
    rows: [
      { compId: 1, compGrcpId: 1, compName: 'PT Toko Sembako', compAddress: 'Jl. Gatot Subroto 21', compPhone: '0215551201', compPIC: 'Andi Wijaya', compPICPhone: '081234560001', compStatus: 1, compFileId: 'F-1', compClientId: 1, compCreatedUserId: 'superadmin@console.id', grcpName: 'Nusantara Retail Group', clntName: 'PT Sinar Abadi', compGrcp: { grcpId: 1, grcpName: 'Nusantara Retail Group' }, ...audit },
      { compId: 2, compGrcpId: 9, compName: 'PT Kopi Priangan', compAddress: 'Jl. Braga No. 9', compPhone: null, compPIC: '', compPICPhone: null, compStatus: 0, compClientId: 7, compCreatedUserId: null, grcpName: null, clntName: 'Unknown', compGrcp: null, ...audit },
      { compId: 3, compGrcpId: 2, compName: 'PT Borneo Fuel', compAddress: 'Jl. Minyak No. 3', compPhone: '0542881203', compPIC: 'Rudi Hartono', compPICPhone: '081234560003', compStatus: 1, compClientId: 2, compCreatedUserId: 'admin@console.id', grcpName: 'Borneo Energy Group', clntName: 'PT Mitra Sejahtera', compGrcp: { grcpId: 2, grcpName: 'Borneo Energy Group' }, ...audit },
    ],
  });
}
