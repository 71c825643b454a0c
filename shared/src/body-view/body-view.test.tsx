import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { BodyView } from './body-view';
import { formatBody } from './format-body';

describe('formatBody', () => {
  it('pretty-prints JSON that parses', () => {
    expect(formatBody('{"orderId":"VA01","amount":15000,"items":[1,2]}')).toEqual({
      kind: 'json',
      text: '{\n  "orderId": "VA01",\n  "amount": 15000,\n  "items": [\n    1,\n    2\n  ]\n}',
    });
  });

  it('keeps text that is not JSON exactly as sent', () => {
    expect(formatBody('orderId=VA01&status=00')).toEqual({ kind: 'text', text: 'orderId=VA01&status=00' });
    expect(formatBody('<html><body>502 Bad Gateway</body></html>')).toEqual({ kind: 'text', text: '<html><body>502 Bad Gateway</body></html>' });
    expect(formatBody('{"cut": ')).toEqual({ kind: 'text', text: '{"cut": ' });
  });

  it('shows N/A for an empty body', () => {
    for (const empty of ['', '   ', null, undefined]) expect(formatBody(empty)).toEqual({ kind: 'empty', text: 'N/A' });
  });

  it('shows an object that is not text as JSON', () => {
    expect(formatBody({ a: 1 })).toEqual({ kind: 'json', text: '{\n  "a": 1\n}' });
  });
});

describe('BodyView', () => {
  it('shows JSON indented, in a scrollable box named by its label', () => {
    renderWithProviders(<BodyView body='{"responseCode":200,"responseMessage":"Success"}' label="Response 7" />);
    const box = screen.getByRole('region', { name: 'Response 7' });
    expect(box.tagName).toBe('PRE');
    expect(box.textContent).toBe('{\n  "responseCode": 200,\n  "responseMessage": "Success"\n}');
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('shows markup as text and never as HTML', () => {
    const body = '<script>window.hacked = true</script><b>502</b>';
    const { container } = renderWithProviders(<BodyView body={body} label="Response 8" />);
    expect(screen.getByRole('region', { name: 'Response 8' }).textContent).toBe(body);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows N/A and no Copy button for an empty body', () => {
    const { container } = renderWithProviders(<BodyView body="" label="Response 9" />);
    expect(container).toHaveTextContent(/^N\/A$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the body exactly as sent', async () => {
    const body = '{"orderId":"VA01"}';
    const { user } = renderWithProviders(
      <div data-testid="cell">
        <BodyView body={body} label="Request 3" />
      </div>,
    );
    // user-event puts a clipboard stub on navigator; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const copy = within(screen.getByTestId('cell')).getByRole('button', { name: 'Copy Request 3' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(body);
    expect(await within(copy).findByText('Copied')).toBeInTheDocument();
  });
});
