import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { parseOperations } from './status-labels';
import { ActiveStatusChip, NotificationStatusChip } from './status-chips';

const paletteOf = (text: string) => screen.getByText(text).className;

describe('status chips (spec 4, 6)', () => {
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

  it('reads operations from the JSON string in the canonical order', () => {
    expect(parseOperations('["delete","read"]')).toEqual(['read', 'delete']);
    expect(parseOperations('not json')).toEqual([]);
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
