import { Separator, Stack } from '@chakra-ui/react';
import { errorMessage, OverviewPanel, type OverviewRange, overviewDays, useLiveSummary, usePermission, useSiteToday } from '@console/shared/core';
import { useState } from 'react';
import { PaymentFigures } from './payment-figures';
import type { PaymentSummary } from './payment-summary';

/**
 * The Home page's Payments panel (decision 110): today's (or 7 or 30 days') VA and QRIS figures of
 * the active company, live. Each half asks for its summary only when the user may read that list.
 */
export function PaymentsPanel() {
  const [range, setRange] = useState<OverviewRange>('today');
  const days = overviewDays(range, useSiteToday());
  const canVa = usePermission('dashboard_transactionva.read');
  const canQris = usePermission('dashboard_transactionqr.read');
  const va = useLiveSummary<PaymentSummary>('/dashboard/transactionVa/summary', canVa ? days : null);
  const qris = useLiveSummary<PaymentSummary>('/dashboard/transactionQr/summary', canQris ? days : null);
  const error = va.error ?? qris.error;
  return (
    <OverviewPanel
      title="Payments"
      range={range}
      onRangeChange={setRange}
      onRefresh={() => {
        va.refresh();
        qris.refresh();
      }}
      refreshing={va.refreshing || qris.refreshing}
      error={error ? `Payments could not be read: ${errorMessage(error)}` : null}
    >
      <Stack gap="6" separator={<Separator />}>
        {canVa ? <PaymentFigures name="Virtual Account" screenPath="/dashboard/transaction-va" range={days} summary={va.data} /> : null}
        {canQris ? <PaymentFigures name="QRIS" screenPath="/dashboard/transaction-qris" range={days} summary={qris.data} /> : null}
      </Stack>
    </OverviewPanel>
  );
}
