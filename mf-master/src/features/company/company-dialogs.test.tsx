import { mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ALL_OPERATIONS, confirmDelete, openAdd, openEdit, save, saveButton } from '../../testing/screen-test-kit';
import { masterScreen } from '../../screens/master-screens';
import { installCompanyData } from './company-test-data';

const CompanyScreen = masterScreen('company-management');

jest.setTimeout(30_000);

let api: MockApi;
afterEach(() => api.restore());

function setup() {
  api = mockApi({ access: { master_company: ALL_OPERATIONS } });
  const companies = installCompanyData(api);
  return { companies, ...renderWithProviders(<CompanyScreen />, { route: '/dashboard/company-management' }) };
}

const box = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const select = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name: new RegExp(`^${name}`) });

/** Puts `text` into a text box in one change (typing nine fields key by key is slow on a busy machine). */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillCompany(user: UserEvent, dialog: HTMLElement) {
  await within(select(dialog, 'Company Group')).findByRole('option', { name: 'Nusantara Retail Group' });
  await user.selectOptions(select(dialog, 'Company Group'), 'Nusantara Retail Group');
  await enter(user, box(dialog, /^Company Name/), 'PT Baru Jaya');
  await enter(user, box(dialog, /^Address/), 'Jl. Baru No. 1');
  await enter(user, box(dialog, /^Phone/), '0211234567');
  await enter(user, box(dialog, /^PIC\b(?! Phone)/), 'Budi');
  await enter(user, box(dialog, /^PIC Phone/), '081234567890');
  await user.selectOptions(select(dialog, 'Status'), 'Active');
  await within(select(dialog, 'Client')).findByRole('option', { name: '2 - PT Mitra Sejahtera' });
  await user.selectOptions(select(dialog, 'Client'), '2 - PT Mitra Sejahtera');
}

describe('Company add and edit', () => {
  it('shows the spec messages, limits phones to 15, refuses a used name, then creates with compName from the input', async () => {
    const { companies, user } = setup();
    const dialog = await openAdd(user, 'PT Toko Sembako');
    expect(within(dialog).getByText('Menambahkan data Company baru.')).toBeInTheDocument();
    expect(box(dialog, /^Phone/)).toHaveAttribute('maxlength', '15');
    expect(box(dialog, /^PIC Phone/)).toHaveAttribute('maxlength', '15');
    await user.type(box(dialog, /^Company Name/), 'PT');
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    await user.type(box(dialog, /^Phone/), '02155');
    expect(await within(dialog).findByText('Min 10 digits.')).toBeInTheDocument();
    await enter(user, box(dialog, /^Company Name/), 'pt toko sembako');
    expect(await within(dialog).findByText('Company Name has already been used')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await fillCompany(user, dialog);
    await save(user, dialog);
    expect(await screen.findByText('Berhasil menambahkan company baru.')).toBeInTheDocument();
    expect(companies.created()).toEqual([
      { compGrcpId: 1, compName: 'PT Baru Jaya', compAddress: 'Jl. Baru No. 1', compPhone: '0211234567', compPIC: 'Budi', compPICPhone: '081234567890', compStatus: 1, compClientId: 2 },
    ]);
  });

  it('keeps what was typed when the save fails, with the server message', async () => {
    const { companies, user } = setup();
    const dialog = await openAdd(user, 'PT Toko Sembako');
    await fillCompany(user, dialog);
    companies.fail('create', { message: 'Client does not exist.', errors: [{ field: 'compClientId', message: 'Client does not exist.' }] });
    await save(user, dialog);
    expect(await screen.findByText('Gagal menyimpan companydata')).toBeInTheDocument();
    expect(within(dialog).getByText('Client does not exist.')).toBeInTheDocument();
    expect(box(dialog, /^Company Name/)).toHaveValue('PT Baru Jaya');
  });

  it('edits without audit fields, grcpName, clntName or compGrcp', async () => {
    const { companies, user } = setup();
    const dialog = await openEdit(user, 'Company', 'PT Borneo Fuel');
    expect(within(dialog).getByText('Mengedit data Company.')).toBeInTheDocument();
    await waitFor(() => expect(select(dialog, 'Client')).toHaveDisplayValue('2 - PT Mitra Sejahtera'));
    await user.clear(box(dialog, /^PIC\b(?! Phone)/));
    await user.type(box(dialog, /^PIC\b(?! Phone)/), 'Rudi H');
    await save(user, dialog);
    expect(await screen.findByText('Berhasil memperbarui company data.')).toBeInTheDocument();
    expect(companies.updated()).toEqual([
      {
        id: '3',
        body: { compId: 3, compGrcpId: 2, compName: 'PT Borneo Fuel', compAddress: 'Jl. Minyak No. 3', compPhone: '0542881203', compPIC: 'Rudi H', compPICPhone: '081234560003', compStatus: 1, compClientId: 2 },
      },
    ]);
  });

  it('deletes with the spec toasts, failure first', async () => {
    const { companies, user } = setup();
    companies.fail('delete', { status: 409, message: 'Company has 4 transaction(s) and cannot be deleted: set its status to inactive instead.' });
    await confirmDelete(user, 'Company', 'PT Borneo Fuel');
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Company deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('PT Borneo Fuel')).not.toBeInTheDocument());
  });
});
