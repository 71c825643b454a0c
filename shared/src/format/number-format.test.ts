import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('writes counts the Indonesian way, with dot thousands', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('25000')).toBe('25.000');
    expect(formatNumber(null)).toBe('0');
  });
});
