import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { TablePager } from './table-pager';

const noop = () => undefined;
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('TablePager', () => {
  it('writes the info text with Indonesian thousands', () => {
    renderWithProviders(<TablePager page={1} pageSize={10} total={1234567} shownRows={10} onPage={noop} onPageSize={noop} />);
    expect(screen.getByText('Showing 1 to 10 of 1.234.567 entries')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes large page numbers with Indonesian thousands', () => {
    renderWithProviders(<TablePager page={123457} pageSize={10} total={1234567} shownRows={7} onPage={noop} onPageSize={noop} />);
    expect(screen.getByText('Showing 1.234.561 to 1.234.567 of 1.234.567 entries')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 123.457' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['an empty result', 0, 0],
    ['an error (nothing shown)', 0, 0],
    ['a page past the end (rows counted, none shown)', 11, 0],
  ])('after %s marks no page as the current one and disables every move', (_, total, shownRows) => {
    renderWithProviders(<TablePager page={1} pageSize={10} total={total} shownRows={shownRows} onPage={noop} onPageSize={noop} />);
    expect(within(pager()).queryByRole('button', { current: 'page' })).not.toBeInTheDocument();
    expect(within(pager()).queryByRole('button', { name: /^Page / })).not.toBeInTheDocument();
    for (const name of ['First', 'Prev', 'Next', 'Last']) expect(within(pager()).getByRole('button', { name })).toBeDisabled();
  });
});
