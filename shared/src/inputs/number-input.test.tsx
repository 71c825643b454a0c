import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { NumberInput, type NumberInputProps } from './number-input';

function Controlled({ onCommit, ...props }: Partial<NumberInputProps> & { onCommit?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <NumberInput
      aria-label="Jumlah"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onCommit?.(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('accepts only digits, minus and point, and commits clamped and rounded on blur', async () => {
    const onCommit = jest.fn();
    const { user } = renderWithProviders(<Controlled min={0} max={100} precision={1} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Jumlah' });
    await user.type(input, 'a1b2.34x');
    expect(input).toHaveValue('12.34');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith(12.3);
    expect(input).toHaveValue('12.3');
    await user.clear(input);
    await user.type(input, '999{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(100);
  });

  it('steps with the arrow keys by the step (default 1)', async () => {
    const { user } = renderWithProviders(<Controlled value={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Jumlah' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input).toHaveValue('6');
  });

  it('repeats while a button is held: at once, after 500 ms, then every 50 ms', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Controlled value={0} />);
      const input = screen.getByRole('spinbutton', { name: 'Jumlah' });
      const increase = screen.getByRole('button', { name: 'Increase' });
      fireEvent.pointerDown(increase, { button: 0 });
      expect(input).toHaveValue('1');
      act(() => jest.advanceTimersByTime(499));
      expect(input).toHaveValue('1');
      act(() => jest.advanceTimersByTime(1));
      act(() => jest.advanceTimersByTime(50));
      expect(input).toHaveValue('2');
      act(() => jest.advanceTimersByTime(200));
      expect(input).toHaveValue('6');
      fireEvent.pointerUp(increase);
      act(() => jest.advanceTimersByTime(1000));
      expect(input).toHaveValue('6');
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Decrease' }), { button: 0 });
      fireEvent.pointerLeave(screen.getByRole('button', { name: 'Decrease' }));
      act(() => jest.advanceTimersByTime(1000));
      expect(input).toHaveValue('5');
    } finally {
      jest.useRealTimers();
    }
  });
});
