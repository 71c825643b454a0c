import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { CheckboxGroupInput, checkedValues } from './checkbox-group-input';

const options = ['read', 'create', 'update', 'delete'].map((value) => ({ value, label: value }));

function Harness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<unknown>(['update']);
  return (
    <CheckboxGroupInput
      label="Operations"
      name="ops"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroupInput', () => {
  it('toggles by click and Space and reports the values in the options order', async () => {
    const changes: string[][] = [];
    const { user } = renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);
    const group = screen.getByRole('group', { name: 'Operations' });
    expect(within(group).getByRole('checkbox', { name: 'update' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'delete' }));
    within(group).getByRole('checkbox', { name: 'read' }).focus();
    await user.keyboard(' ');
    expect(changes).toEqual([
      ['update', 'delete'],
      ['read', 'update', 'delete'],
    ]);
    expect(within(group).getByRole('checkbox', { name: 'read' })).toBeChecked();
  });

  it('ignores values that are not options or not a list', () => {
    expect(checkedValues(['delete', 'x', 'read'], options)).toEqual(['read', 'delete']);
    expect(checkedValues('["read"]', options)).toEqual([]);
  });
});
