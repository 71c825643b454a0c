import { Input } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ConfirmDialog, DeleteDialog } from './confirm-dialog';
import { FilterDialog } from './filter-dialog';
import { FormDialog, formDialogTexts } from './form-dialog';

describe('FormDialog', () => {
  it('titles add and edit per spec 2.5', () => {
    expect(formDialogTexts('add', 'Company Group')).toEqual({ title: 'Tambah Data Baru', description: 'Menambahkan data Company Group baru.' });
    expect(formDialogTexts('edit', 'Company Group')).toEqual({ title: 'Edit Data', description: 'Mengedit data Company Group.' });
  });

  it('has Cancel and Save, Save disabled until valid, and 500 px at most', async () => {
    const onClose = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender, user } = renderWithProviders(
      <FormDialog open mode="edit" entity="Roles" onClose={onClose} onSubmit={onSubmit} saveDisabled>
        <Input aria-label="Nama" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });
    expect(dialog).toHaveAccessibleDescription('Mengedit data Roles.');
    expect(getComputedStyle(dialog).maxWidth).toBe('500px');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(
      <FormDialog open mode="edit" entity="Roles" onClose={onClose} onSubmit={onSubmit} saveDisabled={false}>
        <Input aria-label="Nama" />
      </FormDialog>,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'QA{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Delete and confirm dialogs', () => {
  it('asks before deleting and shows Deleting.. while busy', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { rerender, user } = renderWithProviders(<DeleteDialog open onClose={onClose} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this data?');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<DeleteDialog open busy onClose={onClose} onConfirm={onConfirm} />);
    expect(within(dialog).getByRole('button', { name: 'Deleting..' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes other wording for other confirmations (transactions)', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog open title="Kirim Inquiry" message="Kirim inquiry untuk transaksi dengan order id ORD-1?" cancelLabel="Batal" confirmLabel="Kirim" busyLabel="Mengirim.." onClose={jest.fn()} onConfirm={jest.fn()} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Kirim Inquiry' });
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
  });
});

describe('FilterDialog', () => {
  it('is 480 px wide with CLEAR FILTER, Close and Apply Filter; Enter applies', async () => {
    const onApply = jest.fn();
    const onClear = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FilterDialog open onApply={onApply} onClear={onClear} onClose={onClose} clearDisabled>
        <Input aria-label="By Bank" />
      </FilterDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(getComputedStyle(dialog).maxWidth).toBe('480px');
    expect(within(dialog).getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'By Bank' }), 'BRI{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    expect(onApply).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClear).not.toHaveBeenCalled();
  });
});
