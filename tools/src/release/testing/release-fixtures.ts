import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_IDENTITIES, APPS, expectedExposes } from '../../paths';
import type { RemoteDeclaration } from '@console/shared/declaration';
import type { BuildInfo } from '../../rspack/build-info';
import type { ManifestShared } from '../compatibility';

/** What every app of this repository shares today (the shell provides these versions). */
export const CURRENT_SHARED: ManifestShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@chakra-ui/react', version: '3.37.0', requiredVersion: '3.37.0' },
  { name: '@console/shared', version: '1.1.0', requiredVersion: '^1.0.0' },
];

/** `CURRENT_SHARED` with one library changed. */
export const sharedWith = (name: string, change: Partial<ManifestShared>): ManifestShared[] =>
  CURRENT_SHARED.map((shared) => (shared.name === name ? { ...shared, ...change } : shared));

/** How a fake remote's screen behaves when rendered: it shows a heading, or throws. */
export type FakeScreen = 'renders' | { throws: string };

export interface FakeBuildOptions {
  page?: boolean;
  shared?: ManifestShared[];
  /** The shell's `shared-exports.json` (what its build shares of Chakra, the router and @console/shared). */
  provides?: Record<string, readonly string[]>;
  /** A remote's `shared-usage.json` (what its source imports of them). */
  uses?: Record<string, string[]>;
  /** Extra files of this many bytes each, to make a publish take a while. */
  padding?: { files: number; bytes: number };
  /** The dashboard paths a remote declares, each a screen of the same id (default: the ids of `screens`). */
  declares?: string[];
  /** A remote's screens (by id) and how each renders. */
  screens?: Record<string, FakeScreen>;
  /** A remote's Home page panels (by component export name) and how each renders; declare them with `buildInfo.declaration.panels`. */
  panels?: Record<string, FakeScreen>;
  /** The shell page's script instead of the fake shell (e.g. one that fails to start). */
  pageScript?: string;
  /** Changes to the build's `build-info.json`, or `false` for a build without one (made before builds wrote it). */
  buildInfo?: Partial<BuildInfo> | false;
}

/** A declaration of screens whose ids are their paths, in the master group. */
export const fakeDeclaration = (paths: readonly string[]): RemoteDeclaration => ({
  schema: 1,
  screens: paths.map((path, order) => ({
    path,
    screen: path,
    label: path,
    title: path,
    group: { id: 'master', label: 'Master' },
    order,
    requiresLogin: true,
    permission: null,
    menuPermission: 'master_user.read',
  })),
});

/**
 * The page of a fake shell: it speaks the real shell's protocol as far as the load check sees it.
 * It shows a heading on /dashboard/home, and below it each panel the active remotes declare, drawn
 * by the remote's `panels` into `[data-panel][data-release]` (or an error there); on a path an active remote declares (in the registry) it
 * fetches the remote's manifest, runs its entry (which registers `self[<name>] = { screens }`),
 * renders the screen into `[data-remote][data-release]`, or shows the error area.
 */
const fakeShellScript = () => `(function () {
  var root = document.getElementById('root');
  var loads = {};
  function json(url) {
    return fetch(url, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) throw new Error(url + ' answered HTTP ' + response.status);
      return response.json();
    });
  }
  var registry = json('/config.json').then(function (config) { return json(config.registryUrl); });
  var routes = registry.then(function (current) {
    var found = [];
    Object.keys(current.apps).forEach(function (app) {
      var entry = current.apps[app];
      var release = entry.releases.filter(function (r) { return r.version === entry.active; })[0];
      var screens = (release && release.declaration && release.declaration.screens) || [];
      screens.forEach(function (screen) { found.push({ path: screen.path, app: app, screen: screen.screen }); });
    });
    return found;
  });
  function load(app) {
    if (loads[app]) return loads[app];
    loads[app] = registry.then(function (current) {
      var entry = current.apps[app];
      var release = entry && entry.releases.filter(function (r) { return r.version === entry.active; })[0];
      if (!release) throw new Error('no active release is registered');
      return json(release.entry).then(function (manifest) {
        var base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
        return new Promise(function (resolve, reject) {
          var script = document.createElement('script');
          script.src = base + manifest.metaData.remoteEntry.name;
          script.onload = function () {
            var container = self[manifest.name];
            if (container) resolve({ container: container, version: entry.active });
            else reject(new Error('its entry did not register ' + manifest.name));
          };
          script.onerror = function () { reject(new Error('its code could not be downloaded')); };
          document.head.appendChild(script);
        });
      });
    });
    return loads[app];
  }
  function renderPanels() {
    registry.then(function (current) {
      Object.keys(current.apps).forEach(function (app) {
        var entry = current.apps[app];
        var release = entry.releases.filter(function (r) { return r.version === entry.active; })[0];
        var panels = (release && release.declaration && release.declaration.panels) || [];
        panels.forEach(function (panel) {
          var area = document.createElement('div');
          area.setAttribute('data-panel', panel.id);
          area.setAttribute('data-remote', app);
          area.setAttribute('data-release', entry.active);
          root.appendChild(area);
          load(app).then(function (loaded) {
            var draw = (loaded.container.panels || {})[panel.component];
            if (!draw) throw new Error('its release has no panel "' + panel.component + '"');
            var content = document.createElement('section');
            try { draw(content); } catch (error) { throw new Error('stopped with an error: ' + error.message); }
            area.appendChild(content);
          }).catch(function (error) {
            var alert = document.createElement('div');
            alert.setAttribute('role', 'alert');
            alert.setAttribute('data-remote-error', app);
            alert.textContent = panel.title + ' could not be loaded: ' + error.message;
            area.appendChild(alert);
          });
        });
      });
    });
  }
  function render() {
    var path = location.pathname.replace(/^\\/dashboard\\/?/, '');
    if (path === '' || path === 'home') { root.innerHTML = '<h1>Home</h1>'; renderPanels(); return; }
    root.innerHTML = '<p>Loading</p>';
    var route = { app: 'the page' };
    routes.then(function (found) {
      route = found.filter(function (r) { return r.path === path; })[0];
      if (!route) { root.innerHTML = '<h1>Not found</h1>'; return null; }
      return load(route.app);
    }).then(function (loaded) {
      if (!loaded) return;
      var screen = loaded.container.screens[route.screen];
      if (!screen) throw new Error('its release has no screen "' + route.screen + '"');
      var area = document.createElement('div');
      area.setAttribute('data-remote', route.app);
      area.setAttribute('data-release', loaded.version);
      var content = document.createElement('section');
      try { screen(content); } catch (error) { throw new Error('stopped with an error: ' + error.message); }
      area.appendChild(content);
      root.innerHTML = '';
      root.appendChild(area);
    }).catch(function (error) {
      var alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.setAttribute('data-remote-error', route.app);
      alert.textContent = route.app + ' could not be loaded: ' + error.message;
      root.innerHTML = '';
      root.appendChild(alert);
    });
  }
  window.addEventListener('popstate', render);
  render();
})();
`;

/** The functions that draw fake screens or panels (a heading of the given level, or a throw), as an object literal. */
const fakeDrawings = (drawings: Record<string, FakeScreen>, heading: 'h1' | 'h2') =>
  `{\n${Object.entries(drawings)
    .map(([id, behaviour]) =>
      behaviour === 'renders'
        ? `  ${JSON.stringify(id)}: function (element) { element.innerHTML = '<${heading}>' + ${JSON.stringify(id)} + '</${heading}>'; },`
        : `  ${JSON.stringify(id)}: function () { throw new Error(${JSON.stringify(behaviour.throws)}); },`,
    )
    .join('\n')}\n}`;

/** A fake remote's entry: it registers its screens and panels under its federation name, as a real entry registers its container. */
const fakeRemoteEntry = (federationName: string, content: string, screens: Record<string, FakeScreen>, panels: Record<string, FakeScreen>) =>
  `/* ${content} */\nself[${JSON.stringify(federationName)}] = { screens: ${fakeDrawings(screens, 'h1')}, panels: ${fakeDrawings(panels, 'h2')} };\n`.padEnd(2048, ' ');

const appOf = (federationName: string) => APPS.find((app) => APP_IDENTITIES[app].federationName === federationName);

/**
 * A per-test releases folder (`RELEASES_DIR`) and fake builds of the apps: a manifest with its
 * shared libraries and the files it names, `build-info.json` with the app's identity, an entry
 * and, for the shell, a page (with the public-path placeholder) that the load check can run.
 */
export function releaseWorkspace() {
  let dir = '';
  let closers: (() => Promise<unknown>)[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'console-release-'));
    process.env.RELEASES_DIR = path.join(dir, 'releases');
  });
  afterEach(async () => {
    // What still writes into the folder (a console server) stops before the folder goes.
    for (const close of closers) await close();
    closers = [];
    delete process.env.RELEASES_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  return {
    /** Runs `close` after the test, before the folder is removed (a server that writes into it). */
    closeFirst(close: () => Promise<unknown>) {
      closers.push(close);
    },
    get dir() {
      return dir;
    },
    releasesDir: () => path.join(dir, 'releases'),
    async fakeBuild(federationName: string, content: string, options: FakeBuildOptions = {}): Promise<string> {
      const dist = path.join(dir, 'builds', federationName, content);
      await mkdir(dist, { recursive: true });
      const app = appOf(federationName) ?? 'mf-master';
      const identity = APP_IDENTITIES[app];
      const remote = identity.kind === 'remote';
      const declaration = remote ? fakeDeclaration(options.declares ?? Object.keys(options.screens ?? {})) : undefined;
      const declared = (options.buildInfo && 'declaration' in options.buildInfo ? options.buildInfo.declaration : undefined) ?? declaration;
      // What a remote exposes follows from its declaration (decision 150).
      const exposes = expectedExposes(identity.kind, declared);
      const expose = exposes.map((key) => {
        const name = key.slice(2);
        return { id: `${federationName}:${name}`, name, path: key, assets: { js: { sync: [`__federation_expose_${name}.js`], async: [] }, css: { sync: [], async: [] } } };
      });
      const manifest = { id: federationName, name: federationName, metaData: { name: federationName, remoteEntry: { name: remote ? 'remoteEntry.js' : '', path: '', type: 'global' } }, shared: options.shared ?? CURRENT_SHARED, exposes: expose };
      await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
      if (remote) {
        await writeFile(path.join(dist, 'remoteEntry.js'), fakeRemoteEntry(federationName, content, options.screens ?? {}, options.panels ?? {}));
        for (const key of exposes) await writeFile(path.join(dist, `__federation_expose_${key.slice(2)}.js`), `/* the ${key.slice(2)} of ${federationName} */\n`);
      }
      if (options.buildInfo !== false) {
        const info: BuildInfo = {
          schema: 1,
          app,
          packageName: identity.packageName,
          packageVersion: '1.0.0',
          federationName,
          kind: identity.kind,
          exposes: [...exposes],
          sharedVersion: '1.1.0',
          git: { commit: 'abcdef0123456789abcdef0123456789abcdef01', dirty: false },
          ...(remote ? { declaration } : { shellScreens: ['home', 'manage-account', 'releases'] }),
          ...options.buildInfo,
        };
        await writeFile(path.join(dist, 'build-info.json'), JSON.stringify(info));
      }
      if (options.provides) await writeFile(path.join(dist, 'shared-exports.json'), JSON.stringify({ app: federationName, provides: options.provides }));
      if (options.uses) await writeFile(path.join(dist, 'shared-usage.json'), JSON.stringify({ app: federationName, uses: options.uses }));
      if (options.page) {
        await writeFile(path.join(dist, 'index.html'), `<!doctype html><html><head><script defer src="__CONSOLE_SHELL_PUBLIC_PATH__/main.js"></script></head><body><div id="root"></div></body></html>\n<!-- ${content} -->`);
        await writeFile(path.join(dist, 'main.js'), options.pageScript ?? fakeShellScript());
      }
      for (let index = 0; index < (options.padding?.files ?? 0); index += 1) {
        // Varied text, so compression has work to do.
        const line = `/* ${content} chunk ${index} */ export const value${index} = ${Math.random()};\n`;
        await writeFile(path.join(dist, `chunk-${index}.js`), line.repeat(Math.ceil((options.padding?.bytes ?? 0) / line.length)));
      }
      return dist;
    },
  };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const CLI = path.join(__dirname, '..', 'cli.ts');

/** Starts the release CLI as a child process, as a release manager (or CI) runs it. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliResult>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

export const runCli = (args: string[], env?: NodeJS.ProcessEnv) => startCli(args, env).done;
