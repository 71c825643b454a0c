import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConsoleThemeProvider } from '../theme/console-theme-provider';
import { SearchBox } from './search-box';

/** A screen whose applied search comes back a moment after it is asked for, as through the URL. */
function Screen({ onApplied }: { onApplied: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox placeholder="Search Role.." value={value} debounceMs={300} onSearch={(next) => setTimeout(() => (setValue(next), onApplied(next)), 50)} />
      <button type="button" onClick={() => setValue('link')}>
        Open a link
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('keeps what was typed after a pause while that search comes back, and shows a search applied elsewhere', async () => {
    jest.useFakeTimers();
    const applied: string[] = [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ConsoleThemeProvider>
        <Screen onApplied={(value) => applied.push(value)} />
      </ConsoleThemeProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search Role..' });
    await user.type(box, 'ad');
    // The pause applies "ad"; before it comes back, "m" is typed.
    act(() => jest.advanceTimersByTime(300));
    await user.type(box, 'm');
    act(() => jest.advanceTimersByTime(50));
    expect(applied).toEqual(['ad']);
    expect(box).toHaveValue('adm');
    await user.type(box, 'in');
    act(() => jest.advanceTimersByTime(400));
    expect(applied).toEqual(['ad', 'admin']);
    expect(box).toHaveValue('admin');
    await user.click(screen.getByRole('button', { name: 'Open a link' }));
    expect(box).toHaveValue('link');
    jest.useRealTimers();
  });
});
