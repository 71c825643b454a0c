import type { BrowserRegistry } from '@console/shared/release-plane';
import { waitFor } from '@testing-library/react';
import { releaseChanges, RELEASE_CHECK_INTERVAL_MS, watchReleases } from './release-watch';

type Event = BrowserRegistry['apps'][string]['history'][number];
const at = '2026-11-21T00:00:00.000Z';
const registryWith = (active: string, history: Event[]): BrowserRegistry => ({
  schema: 1,
  apps: { 'mf-transactions': { kind: 'remote', federationName: 'mf_transactions', active, releases: [], history } },
});
const running = new Map([['mf-transactions', 't2']]);

describe('releaseChanges', () => {
  it('says nothing while the page runs the active release', () => {
    expect(releaseChanges(registryWith('t2', [{ action: 'publish', version: 't2', from: 't1', at }]), running)).toEqual([]);
  });

  it('tells of a newer release, a rollback and an aborted canary apart', () => {
    const published = registryWith('t3', [
      { action: 'publish', version: 't2', from: 't1', at },
      { action: 'publish', version: 't3', from: 't2', at },
    ]);
    expect(releaseChanges(published, running)).toEqual([{ app: 'mf-transactions', kind: 'newer', running: 't2', active: 't3' }]);
    const rolledBack = registryWith('t1', [
      { action: 'publish', version: 't2', from: 't1', at },
      { action: 'rollback', version: 't1', from: 't2', at },
    ]);
    expect(releaseChanges(rolledBack, running)).toEqual([{ app: 'mf-transactions', kind: 'rolled-back', running: 't2', active: 't1' }]);
    const aborted = registryWith('t1', [
      { action: 'canary', version: 't2', from: 't1', at },
      { action: 'abort', version: 't2', from: 't1', at },
    ]);
    expect(releaseChanges(aborted, running)).toEqual([{ app: 'mf-transactions', kind: 'aborted', running: 't2', active: 't1' }]);
  });

  it('takes the last thing that moved the app away from the page: a rollback long ago, then a publish, is a newer release', () => {
    const again = registryWith('t4', [
      { action: 'rollback', version: 't1', from: 't2', at },
      { action: 'rollback', version: 't2', from: 't1', at },
      { action: 'publish', version: 't4', from: 't2', at },
    ]);
    expect(releaseChanges(again, running)[0]?.kind).toBe('newer');
  });
});

describe('watchReleases', () => {
  const answers: Response[] = [];
  const fetchImpl = jest.fn(async () => answers.shift() ?? new Response(null, { status: 304 }));
  const onChanges = jest.fn();
  let stop = () => undefined as void;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchImpl.mockClear();
    onChanges.mockClear();
    stop = watchReleases({ registryUrl: '/registry.json', etag: '"one"', running: () => running, onChanges, fetchImpl: fetchImpl as unknown as typeof fetch });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('asks again every minute with the ETag it holds; an unchanged registry costs a 304 and says nothing', async () => {
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenLastCalledWith('/registry.json', { cache: 'no-store', headers: { 'If-None-Match': '"one"' } });
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onChanges).not.toHaveBeenCalled();
  });

  it('asks at once when the window regains focus, then waits a full minute again', async () => {
    answers.push(new Response(JSON.stringify(registryWith('t3', [{ action: 'publish', version: 't3', from: 't2', at }])), { status: 200, headers: { etag: '"two"' } }));
    await jest.advanceTimersByTimeAsync(30_000);
    const focusedAt = Date.now();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(onChanges).toHaveBeenCalledWith([{ app: 'mf-transactions', kind: 'newer', running: 't2', active: 't3' }]));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS - 1 - (Date.now() - focusedAt));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenLastCalledWith('/registry.json', { cache: 'no-store', headers: { 'If-None-Match': '"two"' } });
  });

  it('does not ask while the page is hidden', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await jest.advanceTimersByTimeAsync(3 * RELEASE_CHECK_INTERVAL_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
    visibility.mockRestore();
  });

  it('stops when told', async () => {
    stop();
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(2 * RELEASE_CHECK_INTERVAL_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
