import { renderWithProviders } from '@console/shared/testing';
import { screen } from '@testing-library/react';
import { TransactionStatusChip } from './transaction-status';

const paletteOf = (text: string) => screen.getByText(text).className;

describe('the transaction status chip (spec 4, 9)', () => {
  it('labels and colours transaction statuses, N/A without one', () => {
    renderWithProviders(
      <>
        <TransactionStatusChip status="00" />
        <TransactionStatusChip status="03" />
        <TransactionStatusChip status="05" />
        <TransactionStatusChip status={null} />
      </>,
    );
    expect(screen.getByText('Lunas')).toBeInTheDocument();
    expect(screen.getByText('Belum Lunas')).toBeInTheDocument();
    expect(screen.getByText('Kadaluarsa')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(new Set([paletteOf('Lunas'), paletteOf('Belum Lunas'), paletteOf('Kadaluarsa')]).size).toBe(3);
  });

  it('shows an unknown code as sent', () => {
    renderWithProviders(<TransactionStatusChip status="99" />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });
});
