import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { APP_IDENTITIES, type AppName, RELEASES_URL_PATH, ROOT_DIR } from '../../paths';
import type { RemoteDeclaration } from '@console/shared/declaration';
import { readBuildInfo } from '../../rspack/build-info';
import { browserEntryOf } from '../../rspack/package-entry';
import { type FolderOf, keptFolder } from '../release-folder';
import type { RecordedRegistry, ReleaseCheck } from '../release-events';
import type { ConsolePageInput, ConsolePageOutcome, PagePanel, PageScreen } from './console-page';

/** The release under check, assembled but not active yet. */
export interface LoadCheckCandidate {
  app: AppName;
  version: string;
  /** Where its files are now (a staging folder). */
  folder: string;
  packageVersion: string;
  /** A remote's declared screens (from its build-info): exactly these are rendered. */
  declaration?: RemoteDeclaration;
}

const START_TIMEOUT_MS = 20_000;
const SCREEN_TIMEOUT_MS = 15_000;

interface ServedRelease {
  app: string;
  version: string;
  folder: string;
  kind: 'host' | 'remote';
  federationName: string;
  packageVersion: string;
  /** The screens it declares (remotes), which the page under check routes as the console would. */
  declaration?: RemoteDeclaration;
}

const publicPathOf = (app: string, version: string) => `${RELEASES_URL_PATH}/${app}/${version}/`;

/** The releases the page would load: the active ones, with the candidate in its app's place. */
function servedReleases(registry: RecordedRegistry, candidate: LoadCheckCandidate, releaseFolder: FolderOf): ServedRelease[] {
  const served: ServedRelease[] = [];
  for (const [app, entry] of Object.entries(registry.apps)) {
    if (app === candidate.app || !entry.active) continue;
    const record = entry.releases.find((release) => release.version === entry.active);
    served.push({
      app,
      version: entry.active,
      folder: releaseFolder(app, entry.active),
      kind: entry.kind,
      federationName: record?.federationName ?? entry.federationName,
      packageVersion: record?.packageVersion ?? '',
      declaration: record?.declaration,
    });
  }
  const identity = APP_IDENTITIES[candidate.app];
  served.push({
    app: candidate.app,
    version: candidate.version,
    folder: candidate.folder,
    kind: identity.kind,
    federationName: identity.federationName,
    packageVersion: candidate.packageVersion,
    declaration: candidate.declaration,
  });
  return served;
}

/** Whether the active release of `app` passed its checks when activated (false: forced or failed; true when unknown). */
function activeReleasePassed(registry: RecordedRegistry, app: string): boolean {
  const entry = registry.apps[app];
  const event = [...(entry?.history ?? [])].reverse().find((candidate) => candidate.version === entry?.active);
  return event?.verification?.passed !== false && !event?.forced;
}

/** Whether a release of `app` would be load-checked now: a shell always; a remote when a shell that routes declared screens is active. */
export async function loadCheckApplies(registry: RecordedRegistry, app: AppName, releaseFolder: FolderOf = keptFolder): Promise<boolean> {
  if (app === 'shell') return true;
  const shell = registry.apps.shell?.active;
  if (!shell) return false;
  const info = await readBuildInfo(releaseFolder('shell', shell)).catch(() => null);
  return info?.shellScreens !== undefined;
}

/**
 * The load check (decision 080): the candidate's screens are rendered once, in jsdom, by the real page
 * of the shell it would run under (the active shell, or the candidate shell with the active
 * remotes), signed in with every permission and one company, against a fake API answering every
 * call with an empty list (a summary with nothing in it). Each screen the candidate declares (for a shell: that every active remote
 * declares) must show, routed by the shell from the registry, without the shell's error area; then
 * each Home page panel it declares must show in its own area on the home page, without an error
 * there (decision 110). The page runs in a worker thread, stopped when it takes too long.
 * `releaseFolder` finds the other releases' files (a set's other candidates are still being assembled).
 */
export async function loadCheck(registry: RecordedRegistry, candidate: LoadCheckCandidate, runner?: PageRunner, releaseFolder: FolderOf = keptFolder): Promise<ReleaseCheck> {
  const page = runner ?? startPageRunner();
  try {
    return await checkWith(registry, candidate, page, releaseFolder);
  } finally {
    page.stop();
  }
}

async function checkWith(registry: RecordedRegistry, candidate: LoadCheckCandidate, runner: PageRunner, releaseFolder: FolderOf): Promise<ReleaseCheck> {
  const started = Date.now();
  const releases = servedReleases(registry, candidate, releaseFolder);
  const shell = releases.find((release) => release.app === 'shell');
  if (!shell) return { name: 'load', status: 'skipped', detail: 'no shell is active: there is no page to load the screens in' };
  const shellInfo = await readBuildInfo(shell.folder).catch(() => null);
  const shellName = candidate.app === 'shell' ? 'the new shell' : `shell ${shell.version}`;
  if (shellInfo?.shellScreens === undefined) {
    return { name: 'load', status: 'skipped', detail: `${shellName} does not route declared screens (built before remotes declared them): publish a shell built now first` };
  }

  const notJudged: string[] = [];
  const screens: PageScreen[] = [];
  const panels: PagePanel[] = [];
  for (const release of releases) {
    if (release.kind !== 'remote' || (candidate.app !== 'shell' && release.app !== candidate.app)) continue;
    if (candidate.app === 'shell' && !activeReleasePassed(registry, release.app)) {
      notJudged.push(release.app);
      continue;
    }
    for (const screen of release.declaration?.screens ?? []) screens.push({ app: release.app, path: screen.path, screen: screen.screen, release: release.version });
    for (const panel of release.declaration?.panels ?? []) panels.push({ app: release.app, id: panel.id, release: release.version });
  }
  if (candidate.app !== 'shell' && screens.length === 0 && panels.length === 0) {
    return { name: 'load', status: 'skipped', detail: `${candidate.app} declares no screen or panel to render` };
  }

  const input: ConsolePageInput = {
    folders: Object.fromEntries(releases.map((release) => [publicPathOf(release.app, release.version), release.folder])),
    pageFile: path.join(shell.folder, 'index.html'),
    registry: {
      schema: 1,
      updatedAt: new Date().toISOString(),
      apps: Object.fromEntries(
        releases.map((release) => [
          release.app,
          {
            kind: release.kind,
            federationName: release.federationName,
            active: release.version,
            releases: [
              {
                version: release.version,
                publishedAt: new Date().toISOString(),
                packageVersion: release.packageVersion,
                entry: `${publicPathOf(release.app, release.version)}${release.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
                federationName: release.federationName,
                ...(release.declaration ? { declaration: release.declaration } : {}),
              },
            ],
            history: [],
          },
        ]),
      ),
    },
    screens,
    panels,
    exposedOf: Object.fromEntries(releases.filter((release) => release.kind === 'remote' && (candidate.app === 'shell' || release.app === candidate.app)).map((release) => [release.app, release.federationName])),
    startTimeoutMs: START_TIMEOUT_MS,
    screenTimeoutMs: SCREEN_TIMEOUT_MS,
  };

  let outcome: ConsolePageOutcome;
  try {
    outcome = await runner.run(input, START_TIMEOUT_MS + SCREEN_TIMEOUT_MS * (screens.length + (panels.length > 0 ? 2 : 1)) + 10_000);
  } catch (error) {
    return { name: 'load', status: 'failed', detail: `${shellName} could not be loaded with it: ${(error as Error).message}` };
  }
  const ms = Date.now() - started;
  return { ...describeOutcome(outcome, { shellName, notJudged, seconds: ms / 1000 }), ms };
}

function describeOutcome(
  outcome: ConsolePageOutcome,
  context: { shellName: string; notJudged: string[]; seconds: number },
): ReleaseCheck {
  const { shellName, notJudged, seconds } = context;
  const errors = outcome.pageErrors.length > 0 ? `\npage errors:\n${outcome.pageErrors.slice(0, 5).map((error) => `- ${error}`).join('\n')}` : '';
  if (!outcome.started) return { name: 'load', status: 'failed', detail: `${shellName} did not start: ${outcome.startDetail}${errors}` };
  const failures = outcome.screens.filter((screen) => !screen.rendered);
  const panels = outcome.panels ?? [];
  const panelFailures = panels.filter((panel) => !panel.rendered);
  if (failures.length > 0 || panelFailures.length > 0) {
    const lines = [
      ...(failures.length > 0
        ? [`${failures.length} of ${outcome.screens.length} screens did not render under ${shellName}:`, ...failures.map((screen) => `- /dashboard/${screen.path} (${screen.app}): ${screen.detail}`)]
        : []),
      ...(panelFailures.length > 0
        ? [`${panelFailures.length} of ${panels.length} Home page panels did not render under ${shellName}:`, ...panelFailures.map((panel) => `- panel "${panel.id}" (${panel.app}): ${panel.detail}`)]
        : []),
    ];
    return { name: 'load', status: 'failed', detail: `${lines.join('\n')}${errors}` };
  }
  const routed = new Set(outcome.screens.map((screen) => `${screen.app}/${screen.screen ?? screen.path}`));
  const unrouted = Object.entries(outcome.exposed).flatMap(([app, ids]) => (ids ?? []).filter((id) => !routed.has(`${app}/${id}`)).map((id) => `${app}/${id}`));
  const lines = [
    outcome.screens.length === 0
      ? `${shellName} started (${outcome.startDetail}); no remote is active to render`
      : `${outcome.screens.length} screen${outcome.screens.length === 1 ? '' : 's'} rendered under ${shellName} in ${seconds.toFixed(1)} s: ${outcome.screens.map((screen) => `${screen.path} (${screen.detail})`).join(', ')}`,
    ...(panels.length > 0 ? [`${panels.length} Home page panel${panels.length === 1 ? '' : 's'} rendered: ${panels.map((panel) => `${panel.id} (${panel.detail})`).join(', ')}`] : []),
    ...(unrouted.length > 0 ? [`exposed but not declared, so not rendered: ${unrouted.join(', ')}`] : []),
    ...(notJudged.length > 0 ? [`not rendered: the active ${notJudged.join(', ')} did not pass ${notJudged.length === 1 ? 'its' : 'their'} own checks`] : []),
  ];
  return { name: 'load', status: 'passed', detail: lines.join('\n') };
}

const WORKER_FILE = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-worker.ts')).href;

/** A worker thread ready to run one page (see `startPageRunner`). */
export interface PageRunner {
  /** Runs the page; the thread is terminated after `timeoutMs`, or when done. */
  run(input: ConsolePageInput, timeoutMs: number): Promise<ConsolePageOutcome>;
  /** Ends the thread without running anything. */
  stop(): void;
}

/**
 * Starts the load check's worker thread (TypeScript through tsx, then jsdom) ahead of the check,
 * so loading them overlaps the copying and compressing of the release.
 */
export function startPageRunner(): PageRunner {
  // tsx's ES module API (its `import` export), by path: a worker's own imports do not go through tsx.
  const tsx = pathToFileURL(browserEntryOf('tsx/esm/api', ROOT_DIR)).href;
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_FILE)}, ${JSON.stringify(WORKER_FILE)}))`, { eval: true });
  let finished = false;
  const exited = new Promise<string>((resolve) => {
    worker.once('error', (error) => resolve(error.message));
    worker.once('exit', (code) => resolve(`the page runner stopped (exit code ${code})`));
  });
  return {
    run(input, timeoutMs) {
      if (finished) return Promise.reject(new Error('the page runner was used already'));
      finished = true;
      worker.postMessage(input);
      let timer: NodeJS.Timeout | undefined;
      return new Promise<ConsolePageOutcome>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`it did not finish within ${timeoutMs / 1000} s (stopped)`)), timeoutMs);
        const onMessage = (message: { ready?: true; outcome?: ConsolePageOutcome; error?: string }) => {
          if (message.ready) return;
          worker.off('message', onMessage);
          if (message.outcome) resolve(message.outcome);
          else reject(new Error(message.error ?? 'the page runner failed'));
        };
        worker.on('message', onMessage);
        void exited.then((why) => reject(new Error(why)));
      }).finally(() => {
        clearTimeout(timer);
        void worker.terminate();
      });
    },
    stop() {
      finished = true;
      void worker.terminate();
    },
  };
}
