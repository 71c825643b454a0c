import { ConsoleThemeProvider } from '@console/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreasRegistry } from '../app/testing/fake-remotes';
import { forgetAreas, rememberAreas } from './remote-areas';
import { ReleaseNotice } from './release-notice';
import { releaseNoticeStore } from './release-notice-store';

const renderNotice = () =>
  render(
    <ConsoleThemeProvider>
      <ReleaseNotice />
    </ConsoleThemeProvider>,
  );
// The area names come from the remotes' declarations in the registry the page read.
beforeEach(() => rememberAreas(fakeAreasRegistry()));
afterEach(() => {
  act(() => releaseNoticeStore.reset());
  forgetAreas();
});

describe('ReleaseNotice', () => {
  it('says nothing while every release the page runs is current', () => {
    renderNotice();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells of a new version with Reload, and can be put off until the next one', async () => {
    renderNotice();
    act(() => releaseNoticeStore.set([{ app: 'mf-transactions', kind: 'newer', running: 't1', active: 't2' }]));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Transactions is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => releaseNoticeStore.set([{ app: 'mf-transactions', kind: 'newer', running: 't1', active: 't3' }]));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Transactions is available.');
    act(() =>
      releaseNoticeStore.set([
        { app: 'mf-transactions', kind: 'newer', running: 't1', active: 't3' },
        { app: 'mf-master', kind: 'newer', running: 'm1', active: 'm2' },
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('New versions of Transactions and Master Data are available.');
  });

  it('says the release the page runs was rolled back or aborted, and keeps saying it until the page reloads', () => {
    renderNotice();
    act(() =>
      releaseNoticeStore.set([
        { app: 'mf-master', kind: 'rolled-back', running: 'm2', active: 'm1' },
        { app: 'mf-notifications', kind: 'aborted', running: 'n2', active: 'n1' },
      ]),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The version of Master Data this page runs was rolled back. The version of Notifications this page runs was aborted. Reload to get the current version.',
    );
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    act(() => releaseNoticeStore.set([]));
    expect(screen.getByRole('alert')).toHaveTextContent('The version of Master Data this page runs was rolled back.');
  });
});
