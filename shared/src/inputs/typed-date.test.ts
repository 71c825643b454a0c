import { applyTypedDay, invalidDayMessage, parseTypedDay, START_AFTER_END_MESSAGE } from './typed-date';

describe('typed days (spec 5: accepted only when every part parses)', () => {
  it('reads DD/MM/YYYY, with / - or . and optional leading zeros', () => {
    expect(parseTypedDay('27/11/2026')).toBe('2026-11-27');
    expect(parseTypedDay(' 1-2-2026 ')).toBe('2026-02-01');
    expect(parseTypedDay('29.02.2028')).toBe('2028-02-29');
  });

  it('refuses a day that does not exist instead of moving it', () => {
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('29/02/2026')).toBeNull();
    expect(parseTypedDay('31/04/2026')).toBeNull();
    expect(parseTypedDay('00/01/2026')).toBeNull();
    expect(parseTypedDay('12/13/2026')).toBeNull();
  });

  it('refuses what is not a whole date', () => {
    for (const text of ['27/11', '27/11/26', '2026-11-27', 'besok', '27/11/2026x', '']) expect(parseTypedDay(text)).toBeNull();
  });
});

describe('typing into a range', () => {
  const range = { from: '2026-11-01', to: '2026-11-10' };

  it('moves the end that was typed into', () => {
    expect(applyTypedDay(range, 0, '05/11/2026')).toEqual({ kind: 'range', range: { from: '2026-11-05', to: '2026-11-10' } });
    expect(applyTypedDay(range, 1, '30/11/2026')).toEqual({ kind: 'range', range: { from: '2026-11-01', to: '2026-11-30' } });
  });

  it('refuses an impossible day and a start after the end, with the message for the field', () => {
    expect(applyTypedDay(range, 0, '31/02/2026')).toEqual({ kind: 'refused', message: '31/02/2026 is not a valid date (DD/MM/YYYY).' });
    expect(invalidDayMessage('x')).toBe('x is not a valid date (DD/MM/YYYY).');
    expect(applyTypedDay(range, 0, '11/11/2026')).toEqual({ kind: 'refused', message: START_AFTER_END_MESSAGE });
    expect(applyTypedDay(range, 1, '30/10/2026')).toEqual({ kind: 'refused', message: 'The start date must not be after the end date.' });
  });

  it('clears when the text is emptied', () => {
    expect(applyTypedDay(range, 1, '  ')).toEqual({ kind: 'cleared' });
  });
});
