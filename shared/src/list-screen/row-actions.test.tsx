import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('shows further actions, then Edit and Delete, as buttons from md up', async () => {
    const onEdit = jest.fn();
    const onInquiry = jest.fn();
    const { user } = renderWithProviders(<RowActions onEdit={onEdit} onDelete={jest.fn()} more={[{ label: 'Inquiry', onClick: onInquiry }]} rowLabel="VA 001" />);
    const buttons = screen.getAllByRole('button').filter((button) => !button.getAttribute('aria-haspopup'));
    expect(buttons.map((button) => button.textContent)).toEqual(['Inquiry', 'Edit', 'Delete']);
    // Each named after its row, the visible label first (WCAG 2.5.3).
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Inquiry VA 001', 'Edit VA 001', 'Delete VA 001']);
    await user.click(screen.getByRole('button', { name: 'Inquiry VA 001' }));
    await user.click(screen.getByRole('button', { name: 'Edit VA 001' }));
    expect(onInquiry).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('on a phone offers the same actions from one menu button named after the row', async () => {
    const onDelete = jest.fn();
    const { user } = renderWithProviders(<RowActions onEdit={jest.fn()} onDelete={onDelete} rowLabel="Nusantara Retail Group" />);
    // Nothing of the menu is in the page until it is opened.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Nusantara Retail Group' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: /^Delete\b/ }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("keeps the plain labels without a row label, and takes an action's own name", () => {
    renderWithProviders(<RowActions onEdit={jest.fn()} more={[{ label: 'See History', ariaLabel: 'See History of notification 23', onClick: jest.fn() }]} />);
    expect(screen.getByRole('button', { name: 'See History of notification 23' })).toHaveTextContent('See History');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows nothing without any action', () => {
    renderWithProviders(<RowActions />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
