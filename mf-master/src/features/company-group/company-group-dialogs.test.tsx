import { reply } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_GROUP_PATH } from './company-group-seed';
import { type CompanyGroupsView, fillGroup, renderCompanyGroups, rowOf } from './company-group-test-kit';

let view: CompanyGroupsView;
afterEach(() => view.api.restore());

async function openAdd() {
  view = renderCompanyGroups();
  await screen.findByText('Grup Nusantara');
  await view.user.click(screen.getByRole('button', { name: 'Add Data' }));
  return screen.findByRole('dialog', { name: 'Tambah Data Baru' });
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });
const nameInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/Nama Company Group/);
// Waits inside act: a uniqueness check or validation finishing meanwhile updates the form in act.
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Company Group add dialog', () => {
  it('has the spec texts and Save disabled while the form is empty', async () => {
    const dialog = await openAdd();
    expect(within(dialog).getByText('Menambahkan data Company Group baru.')).toBeInTheDocument();
    for (const label of ['Nama Company Group', 'Nickname', 'Alamat', 'Nama Kota', 'No. Telpon', 'No. Fax']) {
      expect(within(dialog).getByLabelText(new RegExp(label.replace('.', '\\.')))).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('shows the spec messages and keeps Save disabled for invalid input', async () => {
    const dialog = await openAdd();
    const { user } = view;
    await user.type(nameInput(dialog), 'ab');
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    await user.clear(nameInput(dialog));
    expect(await within(dialog).findByText('Company Group Name is Required')).toBeInTheDocument();
    await user.type(nameInput(dialog), 'Grup <b>');
    expect(await within(dialog).findByText('Invalid characters used.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/No. Telpon/), '08123');
    expect(await within(dialog).findByText('Min 10 digits.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/No. Fax/), 'fax!');
    await user.click(within(dialog).getByLabelText(/Alamat/));
    await user.tab();
    expect(await within(dialog).findByText('Address is required.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('checks the name 300 ms after typing pauses, not per key, and shows Company Group has already been used', async () => {
    const dialog = await openAdd();
    await view.user.type(nameInput(dialog), 'grup nusantara');
    expect(await within(dialog).findByText('Company Group has already been used')).toBeInTheDocument();
    await settle(400);
    const checked = view.lookups().map((call) => call.query.get('finds[grcpName][eq]'));
    // Once when typing is quick; a busy machine's typing pauses past 300 ms now and then, and each
    // pause checks what stands: never a check per key (12 for this name).
    expect(checked.at(-1)).toBe('grup nusantara');
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('keeps the format error when the name is shortened while its lookup is still pending', async () => {
    const dialog = await openAdd();
    await view.user.type(nameInput(dialog), 'Grup Baru Sekali');
    // Shorten it before the 300 ms lookup of the long name answers.
    await view.user.clear(nameInput(dialog));
    await view.user.type(nameInput(dialog), 'x');
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    await settle(450); // the long name's lookup answers "free" now
    expect(within(dialog).getByText('Must be at least 3 characters.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('creates a group with every input field (city normalised), toasts, closes and reloads the list', async () => {
    const dialog = await openAdd();
    await fillGroup(view.user, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Berhasil menambahkan company group baru.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', COMPANY_GROUP_PATH).map((call) => call.body)).toEqual([
      { grcpName: 'Grup Sulawesi', grcpNickName: 'Sulsel', grcpAddress: 'Jl. Somba Opu 10', grcpCity: 'Makassar Kota', grcpTelp: '0411223344', grcpFax: '(0411) 556677' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Grup Sulawesi')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 4')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the save fails, with the server message', async () => {
    const dialog = await openAdd();
    view.api.on('POST', COMPANY_GROUP_PATH, () =>
      reply(400, { status: { error: 1, message: 'Company Group has already been used' }, errors: [{ field: 'grcpName', message: 'Company Group has already been used' }] }),
    );
    await fillGroup(view.user, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Gagal menyimpan companydata')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambah Data Baru' })).toBeInTheDocument();
    expect(nameInput(dialog)).toHaveValue('Grup Sulawesi');
    expect(within(dialog).getByLabelText(/Nickname/)).toHaveValue('Sulsel');
    expect(within(dialog).getAllByText('Company Group has already been used').length).toBeGreaterThan(0);
  });

  it('resets the form on Cancel', async () => {
    const dialog = await openAdd();
    await view.user.type(nameInput(dialog), 'Setengah');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.user.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(nameInput(await screen.findByRole('dialog', { name: 'Tambah Data Baru' }))).toHaveValue('');
  });
});

describe('Company Group edit and delete', () => {
  it('edits: prefilled, own name is no duplicate, PUT sends the inputs and the key but no audit fields', async () => {
    view = renderCompanyGroups();
    await screen.findByText('Grup Nusantara');
    await view.user.click(within(rowOf('Grup Nusantara')).getByRole('button', { name: /^Edit\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });
    expect(within(dialog).getByText('Mengedit data Company Group.')).toBeInTheDocument();
    expect(nameInput(dialog)).toHaveValue('Grup Nusantara');
    await view.user.clear(within(dialog).getByLabelText(/Nickname/));
    await view.user.type(within(dialog).getByLabelText(/Nickname/), 'Nusantara');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Berhasil memperbarui company group data.')).toBeInTheDocument();
    expect(view.lookups().map((call) => call.query.toString())).toEqual([]);
    const [put] = view.api.callsTo('PUT', `${COMPANY_GROUP_PATH}/1`);
    expect(put!.body).toEqual({ grcpId: 1, grcpName: 'Grup Nusantara', grcpNickName: 'Nusantara', grcpAddress: 'Jl. Merdeka No. 1', grcpCity: 'Jakarta', grcpTelp: '0211234567', grcpFax: '021-7654321' });
    expect(await within(rowOf('Grup Nusantara')).findByText('Nusantara')).toBeInTheDocument();
  });

  it('deletes after confirmation, showing Deleting.. meanwhile, then toasts and closes', async () => {
    view = renderCompanyGroups();
    await screen.findByText('Grup Jawa Timur');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = view.groups;
    view.api.on('DELETE', `${COMPANY_GROUP_PATH}/3`, async () => {
      await gate;
      original.splice(2, 1);
      return { status: { error: 0, message: 'Deleted' } };
    });
    await view.user.click(within(rowOf('Grup Jawa Timur')).getByRole('button', { name: /^Delete\b/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this data?')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting..' })).toBeDisabled();
    release();
    expect(await screen.findByText('Company Group deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Grup Jawa Timur')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open and toasts Error deleting user when the delete fails', async () => {
    view = renderCompanyGroups();
    await screen.findByText('Grup Nusantara');
    view.api.on('DELETE', `${COMPANY_GROUP_PATH}/1`, () => reply(409, { status: { error: 1, message: 'Company Group still has 2 company(ies): move or delete them first.' } }));
    await view.user.click(within(rowOf('Grup Nusantara')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
    expect(screen.getByText('Company Group still has 2 company(ies): move or delete them first.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Grup Nusantara')).toBeInTheDocument();
  });
});

describe('Company Group edit of a record that breaks a rule', () => {
  it('shows at once why Save is disabled (seed data without phone and fax)', async () => {
    view = renderCompanyGroups();
    await screen.findByText('Grup Parahyangan');
    await view.user.click(within(rowOf('Grup Parahyangan')).getByRole('button', { name: /^Edit\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });
    expect(await within(dialog).findByText('Phone is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Fax is required.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText(/No. Telpon/), '0224230001');
    await view.user.type(within(dialog).getByLabelText(/No. Fax/), '022-4230002');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
  });
});
