import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { SummaryCard } from './summary-card';

describe('SummaryCard', () => {
  it('shows counts with Indonesian thousands and text as it is', () => {
    renderWithProviders(
      <SummaryCard
        title="Ringkasan"
        items={[
          { label: 'Jumlah Data', value: 1234567 },
          { label: 'Nominal', value: 'Rp. 1.500.000' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Jumlah Data: 1.234.567')).toHaveTextContent('1.234.567');
    expect(screen.getByLabelText('Nominal: Rp. 1.500.000')).toBeInTheDocument();
  });

  it('spans the full width, so it lines up with the toolbar and the table', () => {
    renderWithProviders(<SummaryCard title="Ringkasan" items={[{ label: 'Jumlah Data', value: 4 }]} />);
    const card = screen.getByRole('heading', { name: 'Ringkasan' }).closest('.chakra-card__root');
    expect(card).toHaveStyle({ width: 'var(--chakra-sizes-full)' });
    expect(getComputedStyle(card!).maxWidth).toBe('');
  });
});
