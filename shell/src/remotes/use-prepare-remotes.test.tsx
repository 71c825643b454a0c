import { act, renderHook, waitFor } from '@testing-library/react';
import { usePrepareRemotes } from './use-prepare-remotes';

describe('usePrepareRemotes', () => {
  it('prepares the remotes of the menu once the browser is idle', async () => {
    const prepareRemotes = jest.fn();
    const load = jest.fn(async () => ({ prepareRemotes }));
    renderHook(() => usePrepareRemotes(['mf-transactions', 'mf-notifications'], load));
    expect(prepareRemotes).not.toHaveBeenCalled();
    await waitFor(() => expect(prepareRemotes).toHaveBeenCalledTimes(1));
    expect(prepareRemotes).toHaveBeenCalledWith(['mf-transactions', 'mf-notifications']);
  });

  it('waits for the session: nothing is prepared before the menu is known', async () => {
    const prepareRemotes = jest.fn();
    const load = jest.fn(async () => ({ prepareRemotes }));
    const { rerender } = renderHook(({ apps }: { apps: string[] | null }) => usePrepareRemotes(apps, load), { initialProps: { apps: null as string[] | null } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
    rerender({ apps: ['mf-master'] });
    await waitFor(() => expect(prepareRemotes).toHaveBeenCalledWith(['mf-master']));
  });

  it('prepares nothing when the console is left before the browser is idle', async () => {
    const load = jest.fn(async () => ({ prepareRemotes: jest.fn() }));
    const { unmount } = renderHook(() => usePrepareRemotes([], load));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the first remote visit', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk failed')));
    renderHook(() => usePrepareRemotes([], load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
