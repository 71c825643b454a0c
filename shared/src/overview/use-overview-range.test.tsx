import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing';
import { OverviewPanel } from './overview-panel';
import { useOverviewRange } from './use-overview-range';

function Panel() {
  const [range, setRange] = useOverviewRange('payments');
  const location = useLocation();
  return (
    <OverviewPanel title="Pembayaran" range={range} onRangeChange={setRange} onRefresh={() => undefined} refreshing={false}>
      <p>{`at ${location.pathname}${location.search}`}</p>
    </OverviewPanel>
  );
}

describe('useOverviewRange', () => {
  it("keeps a panel's range in the URL, so coming back to the page shows the range chosen", async () => {
    const { user } = renderWithProviders(<Panel />, { route: '/dashboard/home?range.payments=30d' });
    expect(screen.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Kemarin' }));
    expect(screen.getByText('at /dashboard/home?range.payments=yesterday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hari ini' }));
    expect(screen.getByText('at /dashboard/home')).toBeInTheDocument();
  });

  it('reads an unknown range as today', () => {
    renderWithProviders(<Panel />, { route: '/dashboard/home?range.payments=90d' });
    expect(screen.getByRole('button', { name: 'Hari ini' })).toHaveAttribute('aria-pressed', 'true');
  });
});
