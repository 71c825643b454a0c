import { mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { COMPANY_GROUP_PATH, installCompanyGroupApi } from './company-group-fake-api';
import { CompanyGroupScreen } from './company-group-screen';

export const ROUTE = '/dashboard/company-group-management';
export const ALL_OPERATIONS = ['read', 'create', 'update', 'delete'];

/** Renders the screen against the in-memory API with the given access; `api` records every call. */
export function renderCompanyGroups({ access = { master_group_company: ALL_OPERATIONS }, route = ROUTE }: { access?: Record<string, string[]>; route?: string } = {}) {
  const api: MockApi = mockApi({ access });
  const groups = installCompanyGroupApi(api);
  const view = renderWithProviders(<CompanyGroupScreen />, { route });
  const calls = (method: string) => api.callsTo(method, COMPANY_GROUP_PATH);
  return {
    ...view,
    api,
    groups,
    listCalls: () => calls('GET').filter((call) => call.query.get('max') !== '1' && !call.query.has('finds[grcpName][eq]')),
    lookups: () => calls('GET').filter((call) => call.query.has('finds[grcpName][eq]')),
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
