import { memoryResource, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import type { CompanyGroup } from './company-group';
import { masterScreen } from '../../screens/master-screens';
import { COMPANY_GROUP_PATH, seedGroups } from './company-group-seed';

const CompanyGroupScreen = masterScreen('company-group-management');

export const ROUTE = '/dashboard/company-group-management';
export const ALL_OPERATIONS = ['read', 'create', 'update', 'delete'];

interface RenderOptions {
  access?: Record<string, string[]>;
  route?: string;
  rows?: CompanyGroup[];
}

/** Renders the screen against the in-memory API with the given access; `api` records every call. */
export function renderCompanyGroups({ access = { master_group_company: ALL_OPERATIONS }, route = ROUTE, rows = seedGroups() }: RenderOptions = {}) {
  const api: MockApi = mockApi({ access });
  const resource = memoryResource<CompanyGroup>(api, { path: COMPANY_GROUP_PATH, primaryKey: 'grcpId', rows, searchFields: ['grcpName'] });
  const view = renderWithProviders(<CompanyGroupScreen />, { route });
  return {
    ...view,
    api,
    groups: resource.rows,
    listCalls: resource.listCalls,
    lookups: () => resource.lookups('grcpName'),
  };
}

export type CompanyGroupsView = ReturnType<typeof renderCompanyGroups>;

export const groupsTable = () => screen.getByRole('table', { name: 'Company Group' });
export const rowOf = (name: string) => within(groupsTable()).getByText(name).closest('tr')!;

/** Types a valid new group into the add/edit dialog. */
export async function fillGroup(user: CompanyGroupsView['user'], dialog: HTMLElement, name = 'Grup Sulawesi') {
  await user.type(within(dialog).getByLabelText(/Nama Company Group/), name);
  await user.type(within(dialog).getByLabelText(/Nickname/), 'Sulsel');
  await user.type(within(dialog).getByLabelText(/Alamat/), 'Jl. Somba Opu 10');
  await user.type(within(dialog).getByLabelText(/Nama Kota/), '  makassar   KOTA ');
  await user.type(within(dialog).getByLabelText(/No. Telpon/), '0411223344');
  await user.type(within(dialog).getByLabelText(/No. Fax/), '(0411) 556677');
}
