import { clampNumber, commitNumberText, formatNumberText, roundToPrecision, sanitizeNumberText, stepNumber } from './number-logic';

describe('number input rules (spec 5)', () => {
  it('keeps only digits, one leading minus and one decimal point', () => {
    expect(sanitizeNumberText('1a2-3.4.5e')).toBe('123.45');
    expect(sanitizeNumberText('-12')).toBe('-12');
    expect(sanitizeNumberText('-12', { allowNegative: false })).toBe('12');
    expect(sanitizeNumberText('3,5')).toBe('3.5');
    expect(sanitizeNumberText('3.5', { allowDecimal: false })).toBe('35');
  });

  it('clamps to min and max and limits decimals by precision (default 0)', () => {
    expect(clampNumber(15, 0, 10)).toBe(10);
    expect(clampNumber(-3, 0, 10)).toBe(0);
    expect(roundToPrecision(2.345, 2)).toBe(2.35);
    expect(roundToPrecision(-2.5)).toBe(-3);
    expect(commitNumberText('12.7')).toBe(13);
    expect(commitNumberText('12.345', { precision: 2 })).toBe(12.35);
    expect(commitNumberText('500', { max: 100 })).toBe(100);
    expect(commitNumberText('')).toBeNull();
    expect(commitNumberText('-')).toBeNull();
  });

  it('steps by 1 by default, within the limits', () => {
    expect(stepNumber(null, 1)).toBe(1);
    expect(stepNumber(4, -1)).toBe(3);
    expect(stepNumber(10, 1, { max: 10 })).toBe(10);
    expect(stepNumber(null, -1, { min: 5 })).toBe(5);
    expect(stepNumber(0.1, 1, { step: 0.2, precision: 1 })).toBe(0.3);
  });

  it('shows the value with its precision', () => {
    expect(formatNumberText(2, 2)).toBe('2.00');
    expect(formatNumberText(null)).toBe('');
  });
});
