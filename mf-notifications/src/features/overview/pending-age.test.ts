import { pendingAge } from './pending-age';

describe('pendingAge', () => {
  const now = new Date('2026-11-21T05:00:00.000Z');
  it.each([
    ['2026-11-21T04:15:00.000Z', '45 menit'],
    ['2026-11-21T01:40:00.000Z', '3 jam 20 menit'],
    ['2026-11-21T02:00:00.000Z', '3 jam'],
    ['2026-11-19T01:00:00.000Z', '2 hari 4 jam'],
    ['2026-11-21T05:01:00.000Z', '0 menit'],
  ])('%s is %s before', (since, text) => {
    expect(pendingAge(since, now)).toBe(text);
  });
});
