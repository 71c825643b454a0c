import { companyGroupNameRule } from '@console/rules';
import { createUniqueCheck, withUniqueness } from './unique-check';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createUniqueCheck', () => {
  it('looks up once, 300 ms after the last call, and answers every waiting call', async () => {
    const lookup = jest.fn(async (value: string) => value === 'taken');
    const isFree = createUniqueCheck({ lookup });
    const answers = ['t', 'ta', 'tak', 'take', 'taken'].map((value) => isFree(value));
    jest.advanceTimersByTime(299);
    expect(lookup).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(lookup.mock.calls).toEqual([['taken']]);
    await expect(Promise.all(answers)).resolves.toEqual([false, false, false, false, false]);
  });

  it('caches answers per value (case-insensitive) and never looks up the own value', async () => {
    const lookup = jest.fn(async () => false);
    const isFree = createUniqueCheck({ lookup, ownValue: 'Grup Lama' });
    await expect(isFree('grup lama ')).resolves.toBe(true);
    const first = isFree('Grup Baru');
    jest.advanceTimersByTime(300);
    await expect(first).resolves.toBe(true);
    await expect(isFree('GRUP BARU')).resolves.toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('counts a failed lookup as free and asks again next time', async () => {
    const lookup = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(true);
    const isFree = createUniqueCheck({ lookup });
    const first = isFree('x1');
    jest.advanceTimersByTime(300);
    await expect(first).resolves.toBe(true);
    const second = isFree('x1');
    jest.advanceTimersByTime(300);
    await expect(second).resolves.toBe(false);
  });

  it('drops a pending lookup on cancel', async () => {
    const lookup = jest.fn(async () => true);
    const isFree = createUniqueCheck({ lookup });
    const pending = isFree('abc');
    isFree.cancel();
    jest.advanceTimersByTime(1000);
    await expect(pending).resolves.toBe(true);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('withUniqueness', () => {
  it('asks only for values that pass the other rules, and reports the duplicate message', async () => {
    const isFree = jest.fn(async (value: string) => value !== 'Grup Lama');
    const rule = withUniqueness(companyGroupNameRule(), isFree, 'Company Group has already been used');
    jest.useRealTimers();
    await expect(rule.validate('ab')).rejects.toThrow('Must be at least 3 characters.');
    await expect(rule.validate('Grup Lama')).rejects.toThrow('Company Group has already been used');
    await expect(rule.validate('Grup Baru')).resolves.toBe('Grup Baru');
    expect(isFree.mock.calls).toEqual([['Grup Lama'], ['Grup Baru']]);
  });
});
