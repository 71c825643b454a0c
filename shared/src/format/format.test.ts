import { formatDateId, formatSiteDateTime, formatZonedDateTime, isIsoDate, shiftToSiteTime, siteZoneName, toIsoDate, todayIsoDate } from './date-format';
import { formatDuration, formatPrice, formatRupiah } from './number-format';
import { normalizeCity, orNotAvailable } from './text-format';

describe('number formatting', () => {
  it('uses dot thousands and comma decimals', () => {
    expect(formatPrice(1234567)).toBe('1.234.567');
    expect(formatPrice(1234567.5, 2)).toBe('1.234.567,50');
    expect(formatPrice('2500000')).toBe('2.500.000');
    expect(formatPrice(999)).toBe('999');
    expect(formatPrice(-15000)).toBe('-15.000');
    expect(formatPrice(null)).toBe('0');
    expect(formatPrice(Number.NaN, 2)).toBe('0,00');
  });

  it('prefixes rupiah with Rp.', () => {
    expect(formatRupiah(1500000)).toBe('Rp. 1.500.000');
    expect(formatRupiah(undefined)).toBe('Rp. 0');
  });

  it('formats durations as HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(360000)).toBe('100:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});

describe('dates in site time', () => {
  it('shifts a UTC timestamp by the site offset', () => {
    expect(shiftToSiteTime('2026-11-21T20:30:00.000Z', 7)?.toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(formatSiteDateTime('2026-11-21T20:30:05.000Z')).toBe('2026-11-22 03:30:05');
    expect(formatSiteDateTime('2026-11-21T20:30:05.000Z', 0)).toBe('2026-11-21 20:30:05');
    expect(formatSiteDateTime('not a date')).toBe('');
    expect(formatSiteDateTime(null)).toBe('');
  });

  it("reads the API's timestamps digit by digit exactly as through a Date, at every offset", () => {
    // A timestamp given as a number takes the general way (a Date); the API's text takes the digits' way.
    const throughDate = (text: string, hours: number) => {
      const ms = Date.parse(text);
      return Number.isNaN(ms) ? '' : formatSiteDateTime(ms, hours);
    };
    const days = ['2026-01-01', '2026-01-31', '2026-02-28', '2024-02-28', '2024-02-29', '2100-02-28', '2000-02-29', '2026-04-30', '2026-12-31', '0001-01-01', '9998-12-31', '9999-12-31', '0000-06-15'];
    const times = ['00:00:00.000', '00:59:59.999', '06:59:59.000', '07:00:00.000', '16:59:59.999', '17:00:00.000', '23:59:59.999'];
    const malformed = ['2026-02-30T10:00:00.000Z', '2026-04-31T10:00:00.000Z', '2026-11-28T24:00:00.000Z', '2026-11-28T23:60:00.000Z', '2026-11-28T23:59:60.000Z', '2026-13-01T00:00:00.000Z', '2026-00-10T00:00:00.000Z', '2026-11-28T21:14:52Z', '2026-11-28 21:14:52.700Z', '2026-11-28T21:14:52.700+07:00', '2026-11-2xT21:14:52.700Z', '+002026-11-28T21:14:52.700Z'];
    const offsets = [7, 8, 9, 0, -3, 5.5, -9.5, 14, 23, -23];
    const texts = [...days.flatMap((day) => times.map((time) => `${day}T${time}Z`)), ...malformed];
    for (const hours of offsets) for (const text of texts) expect([text, hours, formatSiteDateTime(text, hours)]).toEqual([text, hours, throughDate(text, hours)]);
  });

  it('says the zone of a site time: WIB, WITA, WIT, else the offset', () => {
    expect(formatZonedDateTime('2026-11-28T17:07:40.000Z')).toBe('2026-11-29 00:07:40 WIB');
    expect(formatZonedDateTime('2026-11-28T17:07:40.000Z', 8)).toBe('2026-11-29 01:07:40 WITA');
    expect(formatZonedDateTime(null)).toBe('');
    expect([siteZoneName(7), siteZoneName(8), siteZoneName(9), siteZoneName(0), siteZoneName(5.5), siteZoneName(-3)]).toEqual(['WIB', 'WITA', 'WIT', 'UTC+0', 'UTC+5:30', 'UTC-3']);
  });

  it('writes Indonesian month names', () => {
    expect(formatDateId('2026-08-17T03:00:00.000Z')).toBe('17 Agustus 2026 10:00');
    expect(formatDateId('2026-12-31T18:00:00.000Z', { time: false })).toBe('1 Januari 2027');
  });

  it('writes and checks YYYY-MM-DD days', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-2-3')).toBe(false);
  });
});

describe('text helpers', () => {
  it('shows N/A for empty values', () => {
    expect(orNotAvailable(null)).toBe('N/A');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable(0)).toBe('0');
  });

  it('normalises a city: trim, collapse spaces, Title Case', () => {
    expect(normalizeCity('  jakarta   SELATAN ')).toBe('Jakarta Selatan');
  });

  it("takes today as the site's day, whatever the machine's time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 18:30 UTC: the 21st in New York, already the 22nd in Jakarta (UTC+7).
      const moment = new Date('2026-11-21T18:30:00.000Z');
      expect(toIsoDate(moment)).toBe('2026-11-21');
      expect(todayIsoDate(moment)).toBe('2026-11-22');
      expect(todayIsoDate(moment, 0)).toBe('2026-11-21');
      expect(todayIsoDate(new Date('2026-11-21T16:59:59.000Z'))).toBe('2026-11-21');
    } finally {
      process.env.TZ = zone;
    }
  });
});
