import { readListParams } from '../list-screen/list-url-state';
import { listLink } from './list-link';
import { bucketLabel, formatShare, overviewDays } from './overview-range';

describe('overviewDays', () => {
  it('ends every range on the given site day', () => {
    expect(overviewDays('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(overviewDays('7d', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(overviewDays('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

describe('bucketLabel and formatShare', () => {
  it('label hours and days, and shares in the Indonesian way', () => {
    expect(bucketLabel('2026-11-21T09')).toBe('09:00');
    expect(bucketLabel('2026-11-21')).toBe('21/11');
    expect(formatShare(3_175_000, 4_997_000)).toBe('63,5%');
    expect(formatShare(1, 0)).toBe('0,0%');
  });
});

describe('listLink', () => {
  it("writes a list screen's URL state, which the screen reads back as the same filters and range", () => {
    const link = listLink('/dashboard/transaction-va', { filters: { status: '03' }, range: { from: '2026-11-15', to: '2026-11-21' } });
    expect(link).toBe('/dashboard/transaction-va?f_status=03&from=2026-11-15&to=2026-11-21');
    const state = readListParams(new URLSearchParams(link.split('?')[1]), { sortable: ['trctId'], filterNames: ['bank', 'status'], defaultRange: { from: '2026-11-21', to: '2026-11-21' } });
    expect(state.filters).toEqual({ bank: '', status: '03' });
    expect(state.range).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(listLink('/dashboard/notifications', { filters: { status: '1' }, sort: { column: 'notiCreatedTime', direction: 'asc' } })).toBe(
      '/dashboard/notifications?sort=notiCreatedTime&dir=asc&f_status=1',
    );
    expect(listLink('/dashboard/notifications')).toBe('/dashboard/notifications');
  });
});
