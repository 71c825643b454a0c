import { automaticAbortReason, isFailingCanary } from './abort-rule';

describe('the automatic abort rule', () => {
  it('needs at least 5 failures', () => {
    expect(isFailingCanary({ loads: 4, failures: 4 })).toBe(false);
    expect(isFailingCanary({ loads: 5, failures: 5 })).toBe(true);
  });

  it('needs more than 5 % of the loads to have failed', () => {
    expect(isFailingCanary({ loads: 100, failures: 5 })).toBe(false);
    expect(isFailingCanary({ loads: 100, failures: 6 })).toBe(true);
    expect(isFailingCanary({ loads: 41, failures: 7 })).toBe(true);
    expect(isFailingCanary({ loads: 1000, failures: 50 })).toBe(false);
  });

  it('judges failures whose loads were not counted against the failures themselves', () => {
    expect(isFailingCanary({ loads: 0, failures: 5 })).toBe(true);
    expect(isFailingCanary({ loads: 0, failures: 0 })).toBe(false);
  });

  it('takes another rule', () => {
    expect(isFailingCanary({ loads: 10, failures: 2 }, { minFailures: 2, maxFailureShare: 0.1 })).toBe(true);
  });

  it('says why in the words of the history', () => {
    expect(automaticAbortReason({ loads: 41, failures: 7, lastFailure: "TypeError: Cannot read properties of undefined (reading 'rows')" })).toBe(
      "aborted automatically: 7 of 41 loads failed: TypeError: Cannot read properties of undefined (reading 'rows')",
    );
    expect(automaticAbortReason({ loads: 9, failures: 5, lastFailure: null })).toBe('aborted automatically: 5 of 9 loads failed');
  });
});
