import { formatCompact, labelledBuckets, valueAxis } from './chart-scale';

describe('the scale of a chart', () => {
  it('steps its value axis in round numbers from 0 to at least the highest figure, whole steps for counts', () => {
    expect(valueAxis(7_794_000)).toEqual({ ticks: [0, 2_000_000, 4_000_000, 6_000_000, 8_000_000], top: 8_000_000 });
    expect(valueAxis(1, { whole: true })).toEqual({ ticks: [0, 1], top: 1 });
    expect(valueAxis(9, { whole: true })).toEqual({ ticks: [0, 3, 6, 9], top: 9 });
    expect(valueAxis(0)).toEqual({ ticks: [0, 1], top: 1 });
  });

  it('reads numbers the Indonesian way: ribu, juta, miliar', () => {
    expect([0, 750, 2_500, 750_000, 2_500_000, 10_000_000, 1_500_000_000].map(formatCompact)).toEqual(['0', '750', '2,5 rb', '750 rb', '2,5 jt', '10 jt', '1,5 M']);
  });

  it('labels every n-th bucket from the first, at most six: hours every 4, 30 days every 5', () => {
    expect(labelledBuckets(24)).toEqual([0, 4, 8, 12, 16, 20]);
    expect(labelledBuckets(30)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(labelledBuckets(7)).toEqual([0, 2, 4, 6]);
    expect(labelledBuckets(1)).toEqual([0]);
    expect(labelledBuckets(0)).toEqual([]);
  });
});
