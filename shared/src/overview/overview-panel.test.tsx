import { act, screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderWithProviders } from '../testing';
import { BarChart } from './bar-chart';
import { FigureLink } from './figure-link';
import { OverviewPanel } from './overview-panel';
import { OVERVIEW_REFRESH_MS, useLiveSummary } from './use-live-summary';

describe('FigureLink', () => {
  it('holds the place with a skeleton while loading, then shows the figure as a link to its rows', () => {
    const { rerender } = renderWithProviders(<FigureLink label="Pending" value={undefined} to="/dashboard/notifications?f_status=1" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<FigureLink label="Pending" value="1.234" to="/dashboard/notifications?f_status=1" />);
    expect(screen.getByRole('link', { name: 'Pending: 1.234' })).toHaveAttribute('href', '/dashboard/notifications?f_status=1');
  });
});

describe('BarChart', () => {
  it('hides the picture from assistive technology and carries every figure in a sentence and a table', () => {
    const { container } = renderWithProviders(
      <BarChart title="Paid per hour" points={[{ label: '09:00', value: 1500, mark: 700 }, { label: '10:00', value: 0 }]} format={(value) => `Rp. ${value}`} valueName="Lunas" markName="Kemarin" summary="Rp. 1500 in total." />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('svg rect')).toHaveLength(2);
    expect(screen.getByText('Rp. 1500 in total.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Paid per hour' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['WaktuLunasKemarin', '09:00Rp. 1500Rp. 700', '10:00Rp. 0Rp. 0']);
  });
});

function LiveProbe({ query }: { query: Record<string, string> | null }) {
  const { data, refresh } = useLiveSummary<{ n: number }>('/dashboard/x/summary', query);
  return (
    <OverviewPanel title="Probe" range="today" onRangeChange={() => undefined} onRefresh={refresh} refreshing={false}>
      <p>{data ? `n=${data.n}` : 'loading'}</p>
    </OverviewPanel>
  );
}

describe('useLiveSummary', () => {
  let api: MockApi;
  let n = 0;
  beforeEach(() => {
    n = 0;
    jest.useFakeTimers({ advanceTimers: true });
    api = mockApi({ access: {} }).on('GET', '/dashboard/x/summary', () => ({ data: { n: ++n }, status: { error: 0, message: 'ok' } }));
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('asks nothing without a query (no permission, no call)', async () => {
    renderWithProviders(<LiveProbe query={null} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OVERVIEW_REFRESH_MS * 2);
    });
    expect(api.callsTo('GET', '/dashboard/x/summary')).toEqual([]);
  });

  it('asks again every minute while the tab is visible, never while it is hidden, and on Refresh', async () => {
    const { user } = renderWithProviders(<LiveProbe query={{ from: '2026-11-21' }} />);
    expect(await screen.findByText('n=1')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OVERVIEW_REFRESH_MS);
    });
    expect(await screen.findByText('n=2')).toBeInTheDocument();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OVERVIEW_REFRESH_MS * 3);
    });
    expect(api.callsTo('GET', '/dashboard/x/summary')).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await user.click(screen.getByRole('button', { name: 'Refresh Probe' }));
    expect(await screen.findByText('n=3')).toBeInTheDocument();
  });
});
