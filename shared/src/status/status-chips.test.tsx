import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { parseOperations } from './status-labels';
import { ActiveStatusChip, NotificationStatusChip, OperationChips, TransactionStatusChip } from './status-chips';

const paletteOf = (text: string) => screen.getByText(text).className;

describe('status chips (spec 4, 6, 9)', () => {
  it('labels and colours transaction statuses', () => {
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

  it('shows Pending and Sukses, nothing for other values, N/A without a notification', () => {
    const { container } = renderWithProviders(
      <>
        <NotificationStatusChip status={1} />
        <NotificationStatusChip status="2" />
        <NotificationStatusChip status={9} />
        <NotificationStatusChip status={undefined} />
      </>,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Sukses')).toBeInTheDocument();
    expect(container).toHaveTextContent(/^PendingSuksesN\/A$/);
  });

  it('reads operations from the JSON string and shows them in the canonical order', () => {
    expect(parseOperations('["delete","read"]')).toEqual(['read', 'delete']);
    expect(parseOperations('not json')).toEqual([]);
    renderWithProviders(<OperationChips operations='["update","read","create","delete"]' />);
    expect(screen.getAllByText(/^(read|create|update|delete)$/).map((chip) => chip.textContent)).toEqual(['read', 'create', 'update', 'delete']);
    expect(new Set(['read', 'create', 'update', 'delete'].map(paletteOf)).size).toBe(4);
  });

  it('shows Active and Not Active', () => {
    renderWithProviders(
      <>
        <ActiveStatusChip status={1} />
        <ActiveStatusChip status={0} />
      </>,
    );
    expect(paletteOf('Active')).not.toBe(paletteOf('Not Active'));
  });
});
