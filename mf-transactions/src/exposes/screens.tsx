import type { RemoteScreensModule } from '@console/shared/core';
import { TransactionScreen } from '../features/transactions/transaction-screen';
import { QRIS_SCREEN, VA_SCREEN } from '../features/transactions/transaction-screens';

/** This remote's screens, keyed by the dashboard child path the shell routes to them. */
export const screens: RemoteScreensModule['screens'] = {
  'transaction-va': () => <TransactionScreen config={VA_SCREEN} />,
  'transaction-qris': () => <TransactionScreen config={QRIS_SCREEN} />,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
