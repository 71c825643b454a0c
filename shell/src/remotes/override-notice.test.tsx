import { ConsoleThemeProvider } from '@console/shared';
import { render, screen } from '@testing-library/react';
import { OverrideNotice } from './override-notice';

const renderNotice = (allowOverrides: boolean) =>
  render(
    <ConsoleThemeProvider>
      <OverrideNotice allowOverrides={allowOverrides} />
    </ConsoleThemeProvider>,
  );

afterEach(() => window.localStorage.clear());

describe('OverrideNotice', () => {
  it('names every overridden remote and its entry', () => {
    window.localStorage.setItem('console.override.mf-master', 'http://localhost:3102/mf-manifest.json');
    renderNotice(true);
    expect(screen.getByRole('status')).toHaveTextContent('Development override: mf-master from http://localhost:3102/mf-manifest.json.');
    expect(screen.getByRole('button', { name: 'Remove overrides' })).toBeInTheDocument();
  });

  it('stays away where overrides are not allowed, or none is set', () => {
    window.localStorage.setItem('console.override.mf-master', 'http://localhost:3102/mf-manifest.json');
    renderNotice(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    window.localStorage.clear();
    renderNotice(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
