import { renderWithProviders } from '@console/shared/testing';
import { screen } from '@testing-library/react';
import { OperationChips } from './operation-chips';

const paletteOf = (text: string) => screen.getByText(text).className;

describe('the operation chips (spec 6)', () => {
  it('reads operations from the JSON string and shows them in the canonical order, each its own colour', () => {
    renderWithProviders(<OperationChips operations='["update","read","create","delete"]' />);
    expect(screen.getAllByText(/^(read|create|update|delete)$/).map((chip) => chip.textContent)).toEqual(['read', 'create', 'update', 'delete']);
    expect(new Set(['read', 'create', 'update', 'delete'].map(paletteOf)).size).toBe(4);
  });

  it('shows N/A when there is no operation', () => {
    renderWithProviders(<OperationChips operations="not json" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
