import { addMinutes, formatTime, parseTime } from './time-parse';

describe('time input parsing (spec 5)', () => {
  it.each([
    ['13:45', { hours: 13, minutes: 45 }],
    ['7:05', { hours: 7, minutes: 5 }],
    ['23:59:59', { hours: 23, minutes: 59, seconds: 59 }],
    ['12:00 am', { hours: 0, minutes: 0 }],
    ['12:30 PM', { hours: 12, minutes: 30 }],
    ['1:15pm', { hours: 13, minutes: 15 }],
    ['11:00:30 p.m.', { hours: 23, minutes: 0, seconds: 30 }],
  ])('reads %j', (text, time) => {
    expect(parseTime(text)).toEqual(time);
  });

  it.each(['24:00', '12:61', '10:00:60', '0:30 am', '13:00 pm', '1230', 'noon', ''])('rejects %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });

  it('writes 24-hour time and steps by minutes around midnight', () => {
    expect(formatTime({ hours: 9, minutes: 5 })).toBe('09:05');
    expect(formatTime({ hours: 9, minutes: 5, seconds: 7 })).toBe('09:05:07');
    expect(addMinutes({ hours: 23, minutes: 58 }, 5)).toEqual({ hours: 0, minutes: 3 });
    expect(addMinutes({ hours: 0, minutes: 2 }, -5)).toEqual({ hours: 23, minutes: 57 });
  });
});
