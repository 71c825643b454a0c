import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { TimeInput } from './time-input';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TimeInput aria-label="Jam" value={value} onValueChange={setValue} />;
}

describe('TimeInput', () => {
  it('rewrites a valid am/pm time as 24-hour time on blur and keeps an invalid one', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Jam' });
    await user.type(input, '1:05 pm');
    await user.tab();
    expect(input).toHaveValue('13:05');
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(input).toHaveValue('25:00');
  });

  it('moves by 5 minutes with the arrow keys', async () => {
    const { user } = renderWithProviders(<Controlled initial="23:58" />);
    const input = screen.getByRole('textbox', { name: 'Jam' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('00:03');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('23:53');
  });
});
