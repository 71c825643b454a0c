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
  const days = Array.from({ length: 30 }, (_, index) => ({
    label: `${String(((index + 30) % 31) + 1).padStart(2, '0')}/${index === 0 ? '10' : '11'}`,
    value: index === 15 ? 7_794_000 : index * 100_000,
    mark: index === 3 ? 500_000 : 0,
  }));
  const rupiah = (value: number) => `Rp. ${value}`;

  it('hides the picture from assistive technology and carries every figure in a sentence and a table', () => {
    const { container } = renderWithProviders(
      <BarChart title="Paid per hour" points={[{ label: '09:00', value: 1500, mark: 700 }, { label: '10:00', value: 0 }]} format={(value) => `Rp. ${value}`} valueName="Lunas" markName="Kemarin" summary="Rp. 1500 in total." />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The bar and, beside it, the period before as a bar of its own (not a mark floating without one).
    expect(container.querySelectorAll('svg g[data-bucket] rect')).toHaveLength(2);
    expect(screen.getByText('Rp. 1500 in total.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Paid per hour' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['WaktuLunasKemarin', '09:00Rp. 1500Rp. 700', '10:00Rp. 0Rp. 0']);
  });

  it('puts each label under its own bar, not spread evenly across the width', () => {
    const { container } = renderWithProviders(<BarChart title="Lunas per hari" points={days} format={rupiah} valueName="Lunas" summary="" />);
    const labels = [...container.querySelectorAll<HTMLElement>('[data-bucket-labels] [data-bucket]')];
    expect(labels.map((label) => label.textContent)).toEqual(['31/10', '05/11', '10/11', '15/11', '20/11', '25/11']);
    const buckets = screen.getAllByRole('img', { name: /^\d\d\/\d\d: / });
    expect(buckets).toHaveLength(30);
    for (const label of labels) {
      const index = Number(label.dataset.bucket);
      // The label names the bucket it sits under, and sits at that bucket's centre.
      expect(buckets[index]).toHaveAccessibleName(new RegExp(`^${label.textContent}: `));
      expect(label.style.left).toBe(`${((index + 0.5) / 30) * 100}%`);
    }
  });

  it('has a value axis in Indonesian numbers', () => {
    const { container } = renderWithProviders(<BarChart title="Lunas per hari" points={days} format={rupiah} valueName="Lunas" summary="" />);
    expect([...container.querySelectorAll('[data-value-axis] span')].map((tick) => tick.textContent)).toEqual(['0', '2 jt', '4 jt', '6 jt', '8 jt']);
  });

  it("shows a bar's figures on focus and on hover, and the arrow keys move from bar to bar", async () => {
    const { user, container } = renderWithProviders(
      <BarChart title="Lunas per hari" points={days} format={rupiah} valueName="Lunas" markName="Periode sebelumnya" summary="" />,
    );
    const chart = screen.getByRole('group', { name: 'Lunas per hari' });
    // One tab stop for the whole chart.
    expect(within(chart).getAllByRole('img').filter((bucket) => bucket.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(within(chart).getByRole('img', { name: '31/10: Lunas Rp. 0, Periode sebelumnya Rp. 0' })).toHaveFocus();
    const tooltip = () => container.querySelector('[data-bucket-tooltip]');
    expect(tooltip()).toHaveTextContent('31/10Lunas: Rp. 0Periode sebelumnya: Rp. 0');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(chart).getByRole('img', { name: '03/11: Lunas Rp. 300000, Periode sebelumnya Rp. 500000' })).toHaveFocus();
    expect(tooltip()).toHaveTextContent('03/11Lunas: Rp. 300000Periode sebelumnya: Rp. 500000');
    await user.keyboard('{End}');
    expect(within(chart).getAllByRole('img').at(-1)).toHaveFocus();
    await user.hover(within(chart).getByRole('img', { name: /^15\/11: Lunas Rp. 7794000/ }));
    expect(tooltip()).toHaveTextContent('15/11Lunas: Rp. 7794000');
  });

  it('says so instead of drawing an empty chart', () => {
    renderWithProviders(<BarChart title="Lunas per jam" points={[{ label: '00:00', value: 0, mark: 0 }]} format={rupiah} valueName="Lunas" summary="" emptyText="Tidak ada transaksi lunas." />);
    expect(screen.getByText('Tidak ada transaksi lunas.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lunas per jam' })).not.toBeInTheDocument();
  });
});

describe('FigureLink without rows to list', () => {
  it('is plain text, not a link', () => {
    renderWithProviders(<FigureLink label="Pending terlama" value="Tidak ada" />);
    expect(screen.getByText('Tidak ada')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('OverviewPanel', () => {
  it('offers the range presets and, on an error, says what failed with a way to try again', async () => {
    const onRefresh = jest.fn();
    const onRangeChange = jest.fn();
    const { user } = renderWithProviders(
      <OverviewPanel title="Pembayaran" range="30d" onRangeChange={onRangeChange} onRefresh={onRefresh} refreshing={false} error="Data pembayaran tidak dapat dimuat.">
        {null}
      </OverviewPanel>,
    );
    const ranges = screen.getByRole('group', { name: 'Rentang Pembayaran' });
    expect(within(ranges).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Hari ini', 'false'],
      ['Kemarin', 'false'],
      ['7 hari', 'false'],
      ['30 hari', 'true'],
      ['Bulan ini', 'false'],
    ]);
    await user.click(within(ranges).getByRole('button', { name: 'Bulan ini' }));
    expect(onRangeChange).toHaveBeenCalledWith('month');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRefresh).toHaveBeenCalled();
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
