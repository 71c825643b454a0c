import type { ReleaseHealthFigures, ReleaseRow, RollbackCandidate } from '@console/shared/release-plane';
import { mockApi, type MockHandler, renderWithProviders, reply } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ReleasesScreen } from './releases-screen';

const health = (loads: number, failures: number): ReleaseHealthFigures => ({
  loads,
  failures,
  byKind: { 'load-failed': 0, 'render-failed': failures, 'uncaught-error': 0, 'api-failed': 0 },
  lastFailure: failures ? 'TypeError: x' : null,
  lastFailureAt: failures ? '2026-11-21T03:30:00.000Z' : null,
  series: failures ? [{ at: '2026-11-21T03:30:00.000Z', loads, failures }] : [],
});
const event = (action: ReleaseRow['history'][number]['action'], version: string, from: string | null, extra: Partial<ReleaseRow['history'][number]> = {}) => ({
  action,
  version,
  from,
  at: '2026-11-21T03:00:00.000Z',
  by: 'ci',
  authenticated: false,
  via: null,
  forced: false,
  percent: null,
  reason: null,
  ...extra,
});
const candidate = (version: string, extra: Partial<RollbackCandidate> = {}): RollbackCandidate => ({
  version,
  publishedAt: '2026-11-20T01:00:00.000Z',
  packageVersion: '1.0.0',
  direction: 'older',
  source: 'publish',
  by: 'ci',
  verified: true,
  aborted: null,
  previewUrl: `/preview/mf-master/${version}?token=p1.x.y`,
  ...extra,
});

const ROWS: ReleaseRow[] = [
  {
    app: 'shell',
    kind: 'host',
    active: { version: 's-1', since: '2026-11-20T01:00:00.000Z', by: 'ci', authenticated: false, packageVersion: '1.0.0', commit: null, verified: null, health: health(0, 0), damaged: null },
    canary: null,
    previous: null,
    candidates: [],
    history: [event('publish', 's-1', null)],
  },
  {
    app: 'mf-master',
    kind: 'remote',
    active: { version: 'm-2', since: '2026-11-21T03:00:00.000Z', by: 'ci', authenticated: false, packageVersion: '1.0.0', commit: 'abcdef1234567890', verified: true, health: health(41, 2), damaged: null },
    canary: null,
    previous: 'm-1',
    candidates: [
      candidate('m-3', { direction: 'newer', source: 'upload', by: 'key k1 (master CI)', publishedAt: '2026-11-22T01:00:00.000Z' }),
      candidate('m-x', { aborted: { by: 'console server (abort rule)', reason: 'aborted automatically: 7 of 41 loads failed' } }),
      candidate('m-1'),
      candidate('m-0', { publishedAt: '2026-11-19T01:00:00.000Z' }),
    ],
    history: [
      event('publish', 'm-2', 'm-1'),
      event('rollback', 'm-1', 'm-0', { by: 'release', authenticated: true }),
      event('abort', 'm-x', 'm-1', { by: 'console server (abort rule)', via: 'automatic', reason: 'aborted automatically: 7 of 41 loads failed: TypeError: x' }),
    ],
  },
  {
    app: 'mf-notifications',
    kind: 'remote',
    active: { version: 'n-1', since: '2026-11-20T01:00:00.000Z', by: 'ci', authenticated: false, packageVersion: '1.0.0', commit: null, verified: null, health: health(10, 0), damaged: 'its folder mf-notifications/n-1 is missing' },
    canary: {
      version: 'n-2',
      percent: 25,
      startedAt: '2026-11-21T04:00:00.000Z',
      by: 'rita',
      health: health(12, 1),
      stableHealth: health(30, 0),
      ramp: { steps: [5, 25, 50, 100], stepMs: 600_000, step: 1, stepStartedAt: '2026-11-21T04:10:00.000Z' },
      damaged: null,
    },
    previous: null,
    candidates: [],
    history: [event('canary', 'n-2', 'n-1', { percent: 5 })],
  },
];

const RELEASE_ACCESS = { console_release: ['read', 'update'] };
let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const render = (access: Record<string, string[]> = RELEASE_ACCESS, list: MockHandler = () => ({ apps: ROWS, status: { error: 0, message: 'Releases retrieved.' } })) => {
  api = mockApi({ access });
  api.on('GET', '/api/releases', list);
  return renderWithProviders(<ReleasesScreen />, { route: '/dashboard/releases' });
};
const rowOf = async (app: string) => {
  const table = await screen.findByRole('table', { name: 'Releases' });
  return within(table).getAllByRole('row').find((row) => within(row).queryByText(app, { exact: true }))!;
};

describe('ReleasesScreen', () => {
  it('shows one row per app: the active release, who made it so, commit, verification, reports, and a canary', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
    const master = await rowOf('mf-master');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(screen.getByRole('table', { name: 'Releases' })).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'App',
      'Active release',
      'Pages / failing',
      'Canary',
      'Build',
      'Actions',
    ]);
    expect(cells(master).slice(0, 5)).toEqual(['mf-master', 'm-2since 2026-11-21 10:00:00 by ci', '41 / 2', 'N/A', 'abcdef123456passed']);
    expect(cells(await rowOf('shell')).slice(0, 5)).toEqual(['shell', 's-1since 2026-11-20 08:00:00 by ci', 'N/A', 'N/A', 'no commitnot verified']);
    expect(cells(await rowOf('mf-notifications')).slice(0, 5)).toEqual([
      'mf-notifications',
      'n-1since 2026-11-20 08:00:00 by ciDamaged: its folder mf-notifications/n-1 is missing',
      '10 / 0canary 12 / 1 · stable 30 / 0',
      'n-2for 25 % of browsers; step 2 of 4: 5 → 25 → 50 → 100 %',
      'no commitnot verified',
    ]);
    expect(api.callsTo('GET', '/api/releases')[0]?.headers.get('Authentication')).toBe('test-token');
  });

  it('rolls back to the release before, after a confirmation, and reads the list again', async () => {
    const { user } = render();
    api.on('POST', '/api/releases/mf-master/rollback', () => ({ result: { from: 'm-2', to: 'm-1' }, status: { error: 0, message: 'Rolled back mf-master to m-1.' } }));
    await user.click(within(await rowOf('mf-master')).getByRole('button', { name: /^Roll back / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back mf-master' });
    expect(within(dialog).getByRole('combobox', { name: 'Roll back to' })).toHaveValue('m-1');
    // The stable history first; an aborted canary last and marked; no newer build in a rollback.
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a release', 'm-1 (the release before)', 'm-0 (older)', 'm-x (older, aborted canary)']);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Rolled back mf-master to m-1.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/releases/mf-master/rollback').map((call) => call.body)).toEqual([{ from: 'm-2', to: 'm-1' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/api/releases')).toHaveLength(2);
  });

  it('keeps a refused rollback open with the reason, word for word, and lets another release be chosen', async () => {
    const { user } = render();
    const reason = 'Refusing to roll mf-master back to m-0:\n  - shell s-1 cannot run it: @console/shared/core: needs ^2.0.0, the shell provides 1.4.0';
    api.on('POST', '/api/releases/mf-master/rollback', () => reply(409, { status: { error: 1, message: reason } }));
    await user.click(within(await rowOf('mf-master')).getByRole('button', { name: /^Roll back / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back mf-master' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Roll back to' }), 'm-0');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('The rollback was refused');
    expect(within(refusal).getByText((_, element) => element?.textContent === reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Roll back' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/releases/mf-master/rollback').map((call) => call.body)).toEqual([{ from: 'm-2', to: 'm-0' }]);
  });

  it('activates an uploaded build for everyone, offering its preview link, and says it activated it', async () => {
    const { user } = render();
    api.on('POST', '/api/releases/mf-master/activate', () => ({ result: { from: 'm-2', to: 'm-3', action: 'activate' }, status: { error: 0, message: 'Activated mf-master m-3.' } }));
    await user.click(within(await rowOf('mf-master')).getByRole('button', { name: /^Activate / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate a release of mf-master' });
    expect(within(dialog).getByRole('combobox', { name: 'Release' })).toHaveValue('m-3');
    expect(within(dialog).getByRole('option', { name: 'm-3 (uploaded, not live yet)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Preview m-3 in this browser' })).toHaveAttribute('href', '/preview/mf-master/m-3?token=p1.x.y');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activated mf-master m-3.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/releases/mf-master/activate').map((call) => call.body)).toEqual([{ from: 'm-2', version: 'm-3' }]);
  });

  it('starts a canary of a kept build, and asks, naming why, before an aborted canary becomes active', async () => {
    const { user } = render();
    api.on('POST', '/api/releases/mf-master/canary', () => ({ status: { error: 0, message: 'Started a canary of mf-master: m-3 for 25 % of browsers.' } }));
    await user.click(within(await rowOf('mf-master')).getByRole('button', { name: /^Activate / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate a release of mf-master' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Release' }), 'm-x');
    expect(within(dialog).getByText('Think twice: it was aborted as a canary by console server (abort rule): aborted automatically: 7 of 41 loads failed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I know why, make m-x active anyway' }));
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeEnabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Release' }), 'm-3');
    await user.click(within(dialog).getByRole('radio', { name: 'A canary for' }));
    const share = within(dialog).getByRole('textbox', { name: 'Share of browsers (%)' });
    await user.clear(share);
    await user.type(share, '250');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A whole percent from 1 to 100.');
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByText('Started a canary of mf-master: m-3 for 25 % of browsers.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/releases/mf-master/canary').map((call) => call.body)).toEqual([{ from: 'm-2', version: 'm-3', percent: '25' }]);
  });

  it("lists the teams' keys, makes one shown once, and revokes one", async () => {
    const { user } = render();
    const keys = [{ id: 'k1', app: 'mf-master', name: 'master CI', createdAt: '2026-11-20T01:00:00.000Z', createdBy: 'release' }];
    api.on('GET', '/api/releases/keys', () => ({ keys, status: { error: 0, message: '' } }));
    api.on('POST', '/api/releases/keys', () => ({ key: 'rk.k2.secret', record: { ...keys[0], id: 'k2', app: 'mf-notifications', name: 'notif CI' }, status: { error: 0, message: '' } }));
    api.on('POST', '/api/releases/keys/k1/revoke', () => ({ status: { error: 0, message: 'Revoked the key master CI of mf-master.' } }));
    await user.click(await screen.findByRole('button', { name: 'Team keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team keys' });
    const table = await within(dialog).findByRole('table', { name: 'Team keys' });
    expect(await within(table).findByText('master CI')).toBeInTheDocument();
    expect(within(table).getByText('never')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'App' }), 'mf-notifications');
    await user.type(within(dialog).getByRole('textbox', { name: 'What it is for' }), 'notif CI');
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
    expect(await within(dialog).findByRole('textbox', { name: 'The new key' })).toHaveValue('rk.k2.secret');
    expect(within(dialog).getByText('Key for mf-notifications (notif CI): copy it now, it is not shown again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/releases/keys').map((call) => call.body)).toEqual([{ app: 'mf-notifications', name: 'notif CI' }]);
    await user.click(within(table).getByRole('button', { name: 'Revoke the key master CI of mf-master' }));
    expect(await screen.findByText('Revoked the key master CI of mf-master.')).toBeInTheDocument();
  });

  it('promotes and aborts a canary after a confirmation; a refusal is toasted with its reason', async () => {
    const { user } = render();
    api.on('POST', '/api/releases/mf-notifications/abort', () => reply(409, { status: { error: 1, message: 'mf-notifications has no canary to abort.' } }));
    api.on('POST', '/api/releases/mf-notifications/promote', () => ({ status: { error: 0, message: 'Promoted the canary of mf-notifications: n-2 is the stable release.' } }));
    const row = await rowOf('mf-notifications');
    expect(within(row).queryByRole('button', { name: /^Roll back / })).not.toBeInTheDocument();
    expect(within(await rowOf('shell')).queryByRole('button', { name: /^Roll back / })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Abort / }));
    const abortDialog = await screen.findByRole('alertdialog', { name: 'Abort canary' });
    expect(abortDialog).toHaveTextContent('Stop the canary n-2 of mf-notifications and return every browser to n-1?');
    // Why is asked, and goes to the history.
    expect(within(abortDialog).getByRole('button', { name: 'Abort' })).toBeDisabled();
    await user.type(within(abortDialog).getByRole('textbox', { name: 'Why' }), 'slow on phones');
    await user.click(within(abortDialog).getByRole('button', { name: 'Abort' }));
    expect(api.callsTo('POST', '/api/releases/mf-notifications/abort').map((call) => call.body)).toEqual([{ version: 'n-2', reason: 'slow on phones' }]);
    expect(await screen.findByText('The canary of mf-notifications was not aborted.')).toBeInTheDocument();
    expect(screen.getByText('mf-notifications has no canary to abort.')).toBeInTheDocument();

    await user.click(within(await rowOf('mf-notifications')).getByRole('button', { name: /^Promote / }));
    const promoteDialog = await screen.findByRole('alertdialog', { name: 'Promote canary' });
    await user.click(within(promoteDialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Promoted the canary of mf-notifications: n-2 is the stable release.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/releases/mf-notifications/promote').map((call) => call.body)).toEqual([{ version: 'n-2' }]);
  });

  it("shows a release's health: pages and failures by kind, the canary beside the stable release over the same time, and a chart", async () => {
    const { user } = render();
    await user.click(within(await rowOf('mf-notifications')).getByRole('button', { name: /^Health / }));
    const dialog = await screen.findByRole('dialog', { name: 'Health of mf-notifications' });
    const table = within(dialog).getByRole('table', { name: 'Health of mf-notifications' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['What', 'Canary n-2', 'Stable, same time', 'Active n-1, in all']);
    const row = (what: string) => within(table).getAllByRole('row').find((candidate) => within(candidate).queryByText(what, { exact: true }))!;
    expect(within(row('Failing pages')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Failing pages', '1 (8,3 %)', '0 (0 %)', '0 (0 %)']);
    expect(within(row('Render crashes')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Render crashes', '1', '0', '0']);
    expect(within(dialog).getByRole('figure')).toBeInTheDocument();
  });

  it('asks for the list again by itself every 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      render();
      await rowOf('mf-master');
      const before = api.callsTo('GET', '/api/releases').length;
      await jest.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(api.callsTo('GET', '/api/releases').length).toBeGreaterThan(before));
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows an app's history newest first, saying who acted and why", async () => {
    const { user } = render();
    await user.click(within(await rowOf('mf-master')).getByRole('button', { name: /^History / }));
    const dialog = await screen.findByRole('dialog', { name: 'History of mf-master' });
    const rows = within(within(dialog).getByRole('table', { name: 'History of mf-master' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Publish', 'Roll back', 'Abort']);
    expect(rows[1]).toHaveTextContent('release (signed in)');
    expect(rows[0]).toHaveTextContent('ci (command line)');
    expect(rows[2]).toHaveTextContent('aborted automatically: 7 of 41 loads failed: TypeError: x');
    expect(rows[2]).toHaveTextContent('console server (abort rule) (automatic)');
  });

  it('offers only History to a holder of read, and the no-access view to others', async () => {
    render({ console_release: ['read'] });
    const row = await rowOf('mf-notifications');
    expect(within(row).getByRole('button', { name: /^History / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Roll back|Activate|Promote|Abort/ })).not.toBeInTheDocument();
    api.restore();
    render({ dashboard_notification: ['read'] });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/releases')).toHaveLength(0);
  });

  it('shows a failed list with Retry', async () => {
    render(RELEASE_ACCESS, () => reply(502, { status: { error: 1, message: 'The API could not be reached to check who you are. Try again in a moment.' } }));
    expect(await screen.findByText(/The API could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
