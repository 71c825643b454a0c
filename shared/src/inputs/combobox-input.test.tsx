import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { FilterDialog } from '../dialogs/filter-dialog';
import { renderWithProviders } from '../testing';
import { ComboboxInput, type ComboboxInputProps } from './combobox-input';

const OPTIONS = [
  { value: 'admin', label: 'admin (admin@console.id)' },
  { value: 'superadmin', label: 'superadmin (superadmin@console.id)' },
  { value: 'staff', label: 'staff (staff@console.id)' },
];

function Controlled(props: Partial<ComboboxInputProps> & { onChosen?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <ComboboxInput
        name="user"
        ariaLabel="By User"
        placeholder="Cari user"
        options={OPTIONS}
        {...props}
        value={value}
        onPick={(next) => {
          setValue(next);
          props.onChosen?.(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('ComboboxInput', () => {
  it('narrows the options as the user types and picks by keyboard alone', async () => {
    const onChosen = jest.fn();
    const { user } = renderWithProviders(<Controlled onChosen={onChosen} />);
    const box = screen.getByRole('combobox', { name: 'By User' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'adm');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['admin (admin@console.id)', 'superadmin (superadmin@console.id)']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(onChosen).toHaveBeenLastCalledWith('superadmin');
    expect(box).toHaveValue('superadmin (superadmin@console.id)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers what was typed when no option is it, and clears with a second Escape', async () => {
    const onChosen = jest.fn();
    const { user } = renderWithProviders(<Controlled onChosen={onChosen} typedOption={(text) => ({ value: text, label: `Username "${text}"` })} />);
    const box = screen.getByRole('combobox', { name: 'By User' });
    await user.type(box, 'canary guard');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Username "canary guard"']);
    await user.keyboard('{Enter}');
    expect(onChosen).toHaveBeenLastCalledWith('canary guard');
    expect(box).toHaveValue('Username "canary guard"');
    await user.keyboard('{Escape}');
    expect(onChosen).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('says when nothing matches, and leaving the box keeps the choice as it was', async () => {
    const { user } = renderWithProviders(<Controlled value="staff" />);
    const box = screen.getByRole('combobox', { name: 'By User' });
    expect(box).toHaveValue('staff (staff@console.id)');
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada pilihan yang cocok.');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('staff (staff@console.id)');
    await user.click(screen.getByRole('button', { name: 'Hapus pilihan staff (staff@console.id)' }));
    expect(box).toHaveValue('');
  });

  it("in a dialog, Escape closes the list and then clears the choice before it closes the dialog", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FilterDialog open onClose={onClose} onApply={() => undefined} onClear={() => undefined}>
        <Controlled />
      </FilterDialog>,
    );
    const box = await screen.findByRole('combobox', { name: 'By User' });
    await user.type(box, 'sta');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('staff (staff@console.id)');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
