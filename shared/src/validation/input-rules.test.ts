import { dateRangeRule, numberRule, timeRule } from './input-rules';

const messageOf = async (promise: Promise<unknown>) => promise.then(() => null, (error: Error) => error.message);

describe('input rules (spec 5)', () => {
  it('accepts a date range of YYYY-MM-DD days, from not after to', async () => {
    await expect(messageOf(dateRangeRule().validate({ from: '2026-11-01', to: '2026-11-21' }))).resolves.toBeNull();
    await expect(messageOf(dateRangeRule().validate({ from: '2026-11-21', to: '2026-11-01' }))).resolves.toBe('End date must not be before the start date.');
    await expect(messageOf(dateRangeRule().validate({ from: '21/11/2026', to: '2026-11-21' }))).resolves.toBe('Start date must be a date (YYYY-MM-DD).');
  });

  it('checks numbers against min, max and precision', async () => {
    const rule = numberRule('Jumlah', { min: 0, max: 100, precision: 2 });
    await expect(messageOf(rule.validate(12.34))).resolves.toBeNull();
    await expect(messageOf(rule.validate(12.345))).resolves.toBe('Jumlah allows at most 2 decimals.');
    await expect(messageOf(rule.validate(-1))).resolves.toBe('Jumlah must be at least 0.');
    await expect(messageOf(rule.validate(101))).resolves.toBe('Jumlah must be at most 100.');
    await expect(messageOf(numberRule('Qty').validate(1.5))).resolves.toBe('Qty must be a whole number.');
    await expect(messageOf(numberRule('Qty', { required: true }).validate(''))).resolves.toBe('Qty is required.');
  });

  it('accepts 24-hour and am/pm times with optional seconds', async () => {
    for (const value of ['00:00', '23:59', '7:05:09', '12:30 pm', '1:00AM']) await expect(messageOf(timeRule().validate(value))).resolves.toBeNull();
    for (const value of ['24:00', '12:60', '13:00 pm', '9']) await expect(messageOf(timeRule().validate(value))).resolves.toBe('Time must be a time such as 13:30, 13:30:15 or 1:30 pm.');
  });
});
