import { screen } from '@testing-library/react';
import { renderWithProviders } from '@console/shared/testing';
import { previewOfPage } from './preview-of-page';
import { PreviewStrip } from './preview-strip';

describe('the preview strip', () => {
  afterEach(() => document.head.querySelector('meta[name="console-preview"]')?.remove());

  it('names the previewed release, says only this browser sees it, and leads back', () => {
    renderWithProviders(<PreviewStrip preview={{ app: 'mf-master', version: '1.2.0-20261128.101010-abcd1234', expiresAt: '2026-11-29T03:00:00.000Z' }} />);
    const strip = screen.getByRole('region', { name: 'Preview' });
    expect(strip).toHaveTextContent('Preview: mf-master 1.2.0-20261128.101010-abcd1234 — only this browser sees it, until 2026-11-29 10:00:00');
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '/preview/leave');
  });

  it('reads the preview from the page the console server wrote, and shows nothing without one', () => {
    expect(previewOfPage()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'console-preview';
    meta.content = JSON.stringify({ app: 'shell', version: 's2', expiresAt: '2026-11-29T03:00:00.000Z' });
    document.head.append(meta);
    expect(previewOfPage()).toEqual({ app: 'shell', version: 's2', expiresAt: '2026-11-29T03:00:00.000Z' });
    meta.content = '{not json';
    expect(previewOfPage()).toBeNull();
    const { container } = renderWithProviders(<PreviewStrip />);
    expect(container).toBeEmptyDOMElement();
  });
});
