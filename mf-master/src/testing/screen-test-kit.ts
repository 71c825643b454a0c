import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Every operation of a permission group. */
export const ALL_OPERATIONS = ['read', 'create', 'update', 'delete'];
/** What the demo `admin` holds on master data: no delete. */
export const NO_DELETE = ['read', 'create', 'update'];

/** The screen's table (named by the screen title) and the row holding `text`. */
export const tableOf = (title: string) => screen.getByRole('table', { name: title });
export const rowOf = (title: string, text: string) => within(tableOf(title)).getByText(text).closest('tr')!;
export const headersOf = (title: string) => within(tableOf(title)).getAllByRole('columnheader').map((header) => header.textContent);

export const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

/** Opens the add dialog once the list has loaded `firstRow`. */
export async function openAdd(user: UserEvent, firstRow: string) {
  await screen.findByText(firstRow);
  await user.click(screen.getByRole('button', { name: 'Add Data' }));
  return screen.findByRole('dialog', { name: 'Tambah Data Baru' });
}

/** Opens the edit dialog of the row holding `text`. */
export async function openEdit(user: UserEvent, title: string, text: string) {
  await screen.findByText(text);
  await user.click(within(rowOf(title, text)).getByRole('button', { name: /^Edit\b/ }));
  return screen.findByRole('dialog', { name: 'Edit Data' });
}

/** Deletes the row holding `text` through the confirmation. */
export async function confirmDelete(user: UserEvent, title: string, text: string) {
  await screen.findByText(text);
  await user.click(within(rowOf(title, text)).getByRole('button', { name: /^Delete\b/ }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
}

/** Clicks Save once it is enabled. */
export async function save(user: UserEvent, dialog: HTMLElement) {
  await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
  await user.click(saveButton(dialog));
}
