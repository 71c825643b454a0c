import { shiftDay, siteDay, siteDayRange, siteDayStartMs } from './site-time';

describe('site time', () => {
  test('a day starts at 00:00 site time, so 17:00 UTC the day before at UTC+7', () => {
    expect(new Date(siteDayStartMs('2026-11-21', 7) ?? 0).toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(siteDayRange('2026-11-21', '2026-11-22', 7)).toEqual({ start: '2026-11-20T17:00:00.000Z', end: '2026-11-22T17:00:00.000Z' });
    expect(siteDayRange('2026-11-21', '2026-11-21', 0)).toEqual({ start: '2026-11-21T00:00:00.000Z', end: '2026-11-22T00:00:00.000Z' });
  });

  test('refuses what is not a real date', () => {
    for (const day of ['2026-02-30', '2026-13-01', '21-11-2026', '2026-11-21T00:00', '']) expect(siteDayStartMs(day, 7)).toBeNull();
  });

  test('the site day of a moment and day arithmetic', () => {
    expect(siteDay(new Date('2026-11-20T16:59:59.999Z'), 7)).toBe('2026-11-20');
    expect(siteDay(new Date('2026-11-20T17:00:00.000Z'), 7)).toBe('2026-11-21');
    expect(shiftDay('2026-03-01', 1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', -1)).toBe('2027-01-01');
  });
});
