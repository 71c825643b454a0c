import { activeCompanyName } from './active-company';

const available = [
  { compId: 4, compName: 'PT Satu' },
  { compId: 9, compName: 'PT Dua' },
];

describe('activeCompanyName', () => {
  it('reads the name of an active company object', () => {
    expect(activeCompanyName({ active: { compId: 9, compName: 'PT Dua' }, available })).toBe('PT Dua');
  });

  it('reads a numeric active as an index into the available companies', () => {
    expect(activeCompanyName({ active: 0, available })).toBe('PT Satu');
    expect(activeCompanyName({ active: 1, available })).toBe('PT Dua');
  });

  it('answers Unknown Company when neither form matches', () => {
    expect(activeCompanyName({ active: 5, available })).toBe('Unknown Company');
    expect(activeCompanyName({ active: null, available })).toBe('Unknown Company');
    expect(activeCompanyName({ active: { compId: 1 } as never, available })).toBe('Unknown Company');
    expect(activeCompanyName(null)).toBe('Unknown Company');
    expect(activeCompanyName(undefined)).toBe('Unknown Company');
  });
});
