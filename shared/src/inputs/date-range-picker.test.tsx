import { act, fireEvent, screen, within } from '@testing-library/react';
import { todayIsoDate } from '../format/date-format';
import { renderWithProviders } from '../testing';
import { defaultDateRange, EPOCH_DATE } from './date-range';
import { DateRangePicker } from './date-range-picker';

/** Fires an input event, then `then`'s events, letting the calendar's deferred updates land inside `act`. */
async function typeInto(input: HTMLElement, text: string, then: (input: HTMLElement) => void) {
  await act(async () => {
    fireEvent.input(input, { target: { value: text } });
    then(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const blur = (input: HTMLElement) => fireEvent.blur(input);
const enter = (input: HTMLElement) => fireEvent.keyDown(input, { key: 'Enter' });

describe('DateRangePicker', () => {
  it('defaults to today, or 1970-01-01 to today for notifications', () => {
    const now = new Date(2026, 10, 21, 9, 0);
    expect(defaultDateRange(undefined, now)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(defaultDateRange(EPOCH_DATE, now)).toEqual({ from: '1970-01-01', to: '2026-11-21' });
    // 20:00 UTC is the next day at the site (UTC+7), and the same day at UTC-5.
    expect(defaultDateRange(undefined, new Date('2026-11-21T20:00:00Z'))).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(defaultDateRange(undefined, new Date('2026-11-21T20:00:00Z'), -5)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('shows the range while the calendar loads, then the field in the Indonesian locale', async () => {
    renderWithProviders(<DateRangePicker label="Select Date Range" value={{ from: '2026-11-01', to: '2026-11-05' }} onChange={jest.fn()} />);
    expect(screen.getByText('01/11/2026 – 05/11/2026')).toBeInTheDocument();
    // The first load of the field compiles it in jest: give it time on a busy machine.
    expect(await screen.findByRole('textbox', { name: 'Select Date Range: dari' }, { timeout: 10_000 })).toHaveValue('01/11/2026');
    expect(screen.queryByText('01/11/2026 – 05/11/2026')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Select Date Range: sampai' })).toHaveValue('05/11/2026');
  });

  it('resets to today when cleared', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker label="Tanggal" value={{ from: '2026-11-01', to: '2026-11-05' }} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Hapus tanggal' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: todayIsoDate(), to: todayIsoDate() });
  });

  it("offers one-click ranges in the calendar, in the site's calendar", async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker label="Tanggal" today="2026-11-21" value={{ from: '2026-11-21', to: '2026-11-21' }} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Buka kalender' }, { timeout: 10_000 }));
    const presets = await screen.findByRole('group', { name: 'Pilihan cepat' });
    expect(within(presets).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hari ini', 'Kemarin', '7 hari', '30 hari', 'Bulan ini']);
    await user.click(within(presets).getByRole('button', { name: 'Kemarin' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-20' });
    await user.click(await screen.findByRole('button', { name: 'Buka kalender' }));
    await user.click(within(await screen.findByRole('group', { name: 'Pilihan cepat' })).getByRole('button', { name: 'Bulan ini' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-21' });
  });

  it("resets to the site's today it is given when cleared", async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker label="Tanggal" today="2030-01-02" value={{ from: '2026-11-01', to: '2026-11-05' }} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Hapus tanggal' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2030-01-02', to: '2030-01-02' });
  });

  it('resets to 1970-01-01 .. today when cleared with the notifications default', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker label="Tanggal" emptyFrom={EPOCH_DATE} value={{ from: '2026-11-01', to: '2026-11-05' }} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Hapus tanggal' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: EPOCH_DATE, to: todayIsoDate() });
  });

  it('reports YYYY-MM-DD once both ends are picked in the calendar', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker label="Tanggal" value={{ from: '2026-11-01', to: '2026-11-01' }} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Buka kalender' }));
    const calendar = await screen.findByRole('grid');
    const day = (n: number) => within(calendar).getAllByRole('button', { name: new RegExp(`\\b${n} November 2026`) })[0]!;
    await user.click(day(10));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day(14));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-14' });
  });

  it('shows the placeholder, not 01/01/1970, while the range is the empty selection', async () => {
    renderWithProviders(
      <DateRangePicker label="Select Date Range" hideLabel placeholder="Select Date Range" emptyFrom={EPOCH_DATE} today="2026-11-27" value={{ from: EPOCH_DATE, to: '2026-11-27' }} onChange={jest.fn()} />,
    );
    const from = await screen.findByRole('textbox', { name: 'Select Date Range: dari' }, { timeout: 10_000 });
    expect(from).toHaveValue('');
    expect(from).toHaveAttribute('placeholder', 'Select Date Range');
    expect(screen.getByRole('textbox', { name: 'Select Date Range: sampai' })).toHaveValue('');
    expect(screen.queryByDisplayValue('01/01/1970')).not.toBeInTheDocument();
  });

  it('refuses a typed day that does not exist with a message at the field, and keeps the range', async () => {
    const onChange = jest.fn();
    renderWithProviders(<DateRangePicker label="Tanggal" value={{ from: '2026-02-01', to: '2026-02-10' }} onChange={onChange} />);
    const from = await screen.findByRole('textbox', { name: 'Tanggal: dari' }, { timeout: 10_000 });
    await typeInto(from, '31/02/2026', blur);
    expect(await screen.findByRole('alert')).toHaveTextContent('31/02/2026 is not a valid date (DD/MM/YYYY).');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('31/02/2026 is not a valid date (DD/MM/YYYY).');
    expect(onChange).not.toHaveBeenCalled();

    await typeInto(from, '05/02/2026', enter);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-05', to: '2026-02-10' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a start typed after the end', async () => {
    const onChange = jest.fn();
    renderWithProviders(<DateRangePicker label="Tanggal" value={{ from: '2026-02-01', to: '2026-02-10' }} onChange={onChange} />);
    const from = await screen.findByRole('textbox', { name: 'Tanggal: dari' }, { timeout: 10_000 });
    await typeInto(from, '20/02/2026', enter);
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
