import { Separator, Stack } from '@chakra-ui/react';
import { loadFailureText, OverviewPanel, overviewDays, useLiveSummary, useOverviewRange, usePermission, useSiteToday } from '@console/shared/core';
import { PAYMENTS_PANEL } from '../../declaration/panels';
import { PaymentFigures } from './payment-figures';
import type { PaymentSummary } from './payment-summary';

/**
 * The Home page's Payments panel (decision 110): the VA and QRIS figures of the active company for
 * the range chosen (kept in the URL, decision 130), live. Each half asks for its summary only when the user may read that list.
 */
export function PaymentsPanel() {
  const [range, setRange] = useOverviewRange(PAYMENTS_PANEL.id);
  const days = overviewDays(range, useSiteToday());
  const canVa = usePermission('dashboard_transactionva.read');
  const canQris = usePermission('dashboard_transactionqr.read');
  const va = useLiveSummary<PaymentSummary>('/dashboard/transactionVa/summary', canVa ? days : null);
  const qris = useLiveSummary<PaymentSummary>('/dashboard/transactionQr/summary', canQris ? days : null);
  const error = va.error ?? qris.error;
  // A half that could not be read and has nothing to show stays out: the message alone, no
  // placeholder that looks still loading.
  const showVa = canVa && !(va.error && va.data === undefined);
  const showQris = canQris && !(qris.error && qris.data === undefined);
  return (
    <OverviewPanel
      title={PAYMENTS_PANEL.title}
      range={range}
      onRangeChange={setRange}
      onRefresh={() => {
        va.refresh();
        qris.refresh();
      }}
      refreshing={va.refreshing || qris.refreshing}
      error={error ? `Data pembayaran tidak dapat dimuat. ${loadFailureText(error)}` : null}
    >
      {showVa || showQris ? (
        <Stack gap="6" separator={<Separator />}>
          {showVa ? <PaymentFigures name="Virtual Account" screenPath="/dashboard/transaction-va" range={days} summary={va.data} /> : null}
          {showQris ? <PaymentFigures name="QRIS" screenPath="/dashboard/transaction-qris" range={days} summary={qris.data} /> : null}
        </Stack>
      ) : null}
    </OverviewPanel>
  );
}
