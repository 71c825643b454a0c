import { renderHook } from '@testing-library/react';
import { useStableHandler } from './use-stable-handler';

describe('useStableHandler', () => {
  it('keeps one identity across renders and runs the latest handler', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ handler }) => useStableHandler(handler), { initialProps: { handler: first } });
    const stable = result.current;
    rerender({ handler: second });
    expect(result.current).toBe(stable);
    result.current('page', 2);
    expect(second).toHaveBeenCalledWith('page', 2);
    expect(first).not.toHaveBeenCalled();
  });
});
