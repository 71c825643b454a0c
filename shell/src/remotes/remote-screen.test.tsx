import { ConsoleThemeProvider } from '@console/shared';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReleaseFailureReport } from '@console/shared/release-plane';
import { resetReports } from './release-reports';
import { prepareRemotes, resetRemotes } from './remote-loader';
import { RemoteScreen } from './remote-screen';
import { configureRemotes } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const registerPluginsMock = jest.mocked(registerPlugins);

const registry = {
  schema: 1,
  updatedAt: '',
  apps: {
    'mf-master': {
      kind: 'remote',
      federationName: 'mf_master',
      active: 'm1',
      releases: [{ version: 'm1', publishedAt: '', packageVersion: '1.0.0', entry: '/releases/mf-master/m1/mf-manifest.json', declaration: { schema: 1, area: 'Master Data', screens: [] } }],
      history: [],
      reportToken: 't1',
    },
  },
};

/** A suspending render must happen inside an awaited act (React 19). */
async function renderScreen(screenId = 'company-group-management') {
  await act(async () => {
    render(
    <ConsoleThemeProvider>
      <MemoryRouter>
        <RemoteScreen app="mf-master" screen={screenId} />
      </MemoryRouter>
    </ConsoleThemeProvider>,
    );
  });
}

let reports: ReleaseFailureReport[] = [];

beforeEach(() => {
  reports = [];
  resetReports((report) => reports.push(report));
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  registerPluginsMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockImplementation(async () => new Response(JSON.stringify(registry), { status: 200 }));
  resetRemotes();
  configureRemotes({ apiBaseUrl: 'http://api', registryUrl: '/registry.json', allowRemoteOverrides: false });
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteScreen', () => {
  it('registers the active release and loads the remote screen', async () => {
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_master', entry: '/releases/mf-master/m1/mf-manifest.json' }], { force: false });
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_master/screens');
  });

  it('registers the shared-version guard with the federation runtime once, before the first remote loads', async () => {
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    expect(registerPluginsMock.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ name: 'console-shared-version-guard' })]);
    expect(registerPluginsMock.mock.invocationCallOrder[0]).toBeLessThan(loadRemoteMock.mock.invocationCallOrder[0] ?? 0);
  });

  it('reads the registry once, whether prepared ahead or asked for by the first remote', async () => {
    prepareRemotes();
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    expect(jest.mocked(global.fetch)).toHaveBeenCalledTimes(1);
    expect(jest.mocked(global.fetch)).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
  });

  it("fetches the menu's remotes ahead, and the first visit uses that load instead of asking again", async () => {
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    prepareRemotes(['mf-master']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_master/screens');
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a remote that failed to load ahead to its visit, which shows the failure with Retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest'));
    prepareRemotes(['mf-master']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Master Data could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
  });

  it('shows the area failure with a Retry that loads the remote again without a reload', async () => {
    // The remote's server is down: its manifest does not arrive (the registry does).
    global.fetch = jest.fn().mockImplementation(async (url: string) =>
      url === '/registry.json' ? new Response(JSON.stringify(registry), { status: 200 }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    loadRemoteMock
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest'))
      .mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': () => <h1>Company Group</h1> } });
    await renderScreen();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Master Data could not be loaded');
    expect(alert).toHaveTextContent('Master Data is unavailable: its code could not be downloaded.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    // The failed remote is forgotten and registered afresh from a new read of the registry.
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mf_master', entry: '/releases/mf-master/m1/mf-manifest.json' }], { force: true });
  });

  it('tells a damaged remote entry from a download failure, for the user and in the log', async () => {
    const manifest = { name: 'mf_master', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    global.fetch = jest.fn().mockImplementation(async (url: string) => {
      if (url === '/registry.json') return new Response(JSON.stringify(registry), { status: 200 });
      if (String(url).endsWith('mf-manifest.json')) return new Response(JSON.stringify(manifest), { status: 200 });
      return new Response('var mf_master;(()=>{var e,', { status: 200 });
    });
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get remoteEntry exports.'));
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Master Data could not be loaded');
    expect(alert).toHaveTextContent('Master Data is unavailable: its code arrived damaged (the remote entry is truncated or garbled) and could not run.');
    expect(jest.mocked(console.error)).toHaveBeenCalledWith('[mf-master] remote entry damaged:', expect.any(Error), expect.any(Error), expect.any(String));
  });

  it('explains an incompatible shared library', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Version 1.0.0 from shell of shared singleton module @console/shared does not satisfy the requirement ^2.0.0'));
    await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('it needs a version of a shared library this console does not provide');
  });

  it('contains a screen that throws while rendering', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h1>Recovered</h1>;
    };
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': Flaky } });
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Master Data stopped with an error');
    expect(alert).not.toHaveTextContent('could not be loaded');
    expect(alert).toHaveTextContent('It failed while showing this screen: Cannot read properties of undefined');
    expect(alert).toHaveAttribute('data-remote-error', 'mf-master');
    expect(jest.mocked(console.error)).toHaveBeenCalledWith('[mf-master] render crash:', expect.any(Error), '', expect.any(String));
    broken = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it("reports the release's first successful load, a failed load and a failed render, each once", async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'rows')");
      return <h1>Recovered</h1>;
    };
    loadRemoteMock
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest'))
      .mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: { 'company-group-management': Flaky } });
    await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Master Data could not be loaded');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Master Data stopped with an error');
    broken = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(reports).toEqual([
      { app: 'mf-master', version: 'm1', kind: 'load-failed', token: 't1', message: 'Error: [ Federation Runtime ]: Failed to get manifest' },
      { app: 'mf-master', version: 'm1', kind: 'loaded', token: 't1' },
      { app: 'mf-master', version: 'm1', kind: 'render-failed', token: 't1', message: "TypeError: Cannot read properties of undefined (reading 'rows')" },
    ]);
  });

  it('reports a screen the release does not have', async () => {
    loadRemoteMock.mockResolvedValue({ remote: { name: 'mf-master', version: '1' }, screens: {} });
    await renderScreen('roles-management');
    expect(await screen.findByRole('alert')).toHaveTextContent('its release has no screen "roles-management"');
  });
});
