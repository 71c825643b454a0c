import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AbortablePromise, type DOMWindow, JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';
import { EMPTY_LIST_REPLY, emptySummaryReply, FAKE_API_BASE_URL, fakeSessionStatus, isSessionStatusCall, isSummaryCall } from './fake-backend';

/** The origin the page under check runs at; its fetch and script loads never leave the process. */
export const PAGE_ORIGIN = 'http://console.load-check.invalid';

/** One screen to open: the dashboard route, the remote that renders it and the release expected there. */
export interface PageScreen {
  app: string;
  path: string;
  /** The component's id in the remote's `./screens` module, as declared (default: the path). */
  screen?: string;
  release: string;
}

/** One Home page panel to render: the remote that declares it, its id and the release expected there. */
export interface PagePanel {
  app: string;
  id: string;
  release: string;
}

export interface ConsolePageInput {
  /** URL path of each release the page may load (`/releases/<app>/<version>/`) and the folder it is read from. */
  folders: Record<string, string>;
  /** The shell release's page (its public path already written by publish). */
  pageFile: string;
  /** What `/registry.json` answers. */
  registry: unknown;
  screens: readonly PageScreen[];
  /** Home page panels to render once the screens are done (decision 110): on the home page, each in its own area. */
  panels?: readonly PagePanel[];
  /** Remotes whose exposed screen ids to read from the page once loaded: app -> federation name. */
  exposedOf: Readonly<Record<string, string>>;
  startTimeoutMs: number;
  screenTimeoutMs: number;
}

export interface ScreenOutcome extends PageScreen {
  rendered: boolean;
  /** The screen's heading when it rendered, else what went wrong. */
  detail: string;
  ms: number;
}

export interface PanelOutcome extends PagePanel {
  rendered: boolean;
  /** The panel's heading when it rendered, else what went wrong. */
  detail: string;
}

export interface ConsolePageOutcome {
  started: boolean;
  startDetail: string;
  startMs: number;
  screens: ScreenOutcome[];
  /** The panels of `input.panels`, each rendered or not (absent when none were asked for). */
  panels?: PanelOutcome[];
  /** The screen ids each remote of `exposedOf` exposes (null: not read). */
  exposed: Record<string, string[] | null>;
  /** Uncaught errors and console errors of the page, first lines only. */
  pageErrors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often the page is looked at: often enough not to add to its time, seldom enough to cost little. */
const POLL_MS = 20;

/** A page that has reported an error and asked for nothing for this long will not get further. */
const STUCK_MS = 3000;

/** The file of a release a URL names, or null for anything else. */
function fileOf(folders: Readonly<Record<string, string>>, url: string): string | null {
  const { origin, pathname } = new URL(url, PAGE_ORIGIN);
  if (origin !== PAGE_ORIGIN) return null;
  for (const [prefix, folder] of Object.entries(folders)) {
    if (!pathname.startsWith(prefix)) continue;
    const file = path.join(folder, decodeURIComponent(pathname.slice(prefix.length)));
    return file.startsWith(folder + path.sep) ? file : null;
  }
  return null;
}

class ReleaseFiles extends ResourceLoader {
  constructor(
    private readonly folders: Readonly<Record<string, string>>,
    private readonly pending: { count: number },
  ) {
    super();
  }

  override fetch(url: string): AbortablePromise<Buffer> {
    const file = fileOf(this.folders, url);
    this.pending.count += 1;
    const load = (file ? readFile(file) : Promise.reject(new Error(`${url} is not a file of a release under check`))).finally(() => {
      this.pending.count -= 1;
    });
    return Object.assign(load, { abort: () => undefined });
  }
}

/** The words of an element as a reader sees them: its texts, one space between elements (jsdom has no `innerText`). */
function readableText(element: Element): string {
  const document = element.ownerDocument;
  const walker = document.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.map((part) => part.trim()).filter(Boolean).join(' ');
}

/** The text of the shell's error area for `app` in `scope` (tagged since the shell marks it; by its words before). */
function failureOf(scope: Document | Element, app: string): string | null {
  const alerts = scope.querySelectorAll('[role="alert"]');
  if (alerts.length === 0) return null;
  const tagged = scope.querySelector(`[data-remote-error="${app}"]`);
  if (tagged) return readableText(tagged);
  for (const alert of alerts) {
    const text = readableText(alert);
    if (/could not be loaded|stopped with an error/.test(text)) return text;
  }
  return null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Opens the shell release's real page in jsdom, signed in as a user with every permission and one
 * company, against a fake API that answers every call with an empty list, with `/registry.json`
 * naming the releases under check. Then it opens each screen as the sidebar would (history push)
 * and waits until the remote's area shows that screen from the expected release, or the shell's
 * error area says why it cannot. Then it opens the home page and waits the same way for each
 * Home page panel in its own area. Everything the page loads is read from the release folders.
 */
export async function runConsolePage(input: ConsolePageInput): Promise<ConsolePageOutcome> {
  const page = await readFile(input.pageFile, 'utf8');
  const pending = { count: 0 };
  const pageErrors: string[] = [];
  let uncaught = 0;
  /** Whether a script of the page has thrown and the page has asked for nothing for `ms`: it will not get further. */
  let lastBusy = Date.now();
  const stuck = (ms: number) => {
    if (pending.count > 0) lastBusy = Date.now();
    return uncaught > 0 && Date.now() - lastBusy > ms;
  };
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error: Error & { detail?: unknown }) => {
    uncaught += 1;
    const detail = error.detail instanceof Error ? error.detail.message : '';
    pageErrors.push(oneLine(`${error.message}${detail ? `: ${detail}` : ''}`).slice(0, 300));
  });
  virtualConsole.on('error', (...args: unknown[]) => pageErrors.push(oneLine(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')).slice(0, 300)));

  const today = new Date().toISOString().slice(0, 10);
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  const pageFetch = async (input_: string | URL | { url: string }): Promise<Response> => {
    const url = new URL(typeof input_ === 'string' ? input_ : 'href' in input_ ? input_.href : input_.url, PAGE_ORIGIN);
    pending.count += 1;
    try {
      await sleep(0);
      if (url.origin === new URL(FAKE_API_BASE_URL).origin) {
        if (isSessionStatusCall(url.pathname)) return json(fakeSessionStatus(today));
        return json(isSummaryCall(url.pathname) ? emptySummaryReply(today, url.pathname) : EMPTY_LIST_REPLY);
      }
      if (url.origin !== PAGE_ORIGIN) return new Response('', { status: 404 });
      if (url.pathname === '/config.json') return json({ apiBaseUrl: FAKE_API_BASE_URL, registryUrl: '/registry.json', allowRemoteOverrides: false });
      if (url.pathname === '/registry.json') return json(input.registry);
      const file = fileOf(input.folders, url.href);
      const body = file ? await readFile(file).catch(() => null) : null;
      return body ? new Response(body, { status: 200 }) : new Response('Not found', { status: 404 });
    } finally {
      pending.count -= 1;
    }
  };

  const started = Date.now();
  // A deep link to the first screen, as a user opening it; the home page when there is none to open.
  const [first] = input.screens;
  const dom = new JSDOM(page, {
    url: `${PAGE_ORIGIN}/dashboard/${first ? first.path : 'home'}`,
    runScripts: 'dangerously',
    resources: new ReleaseFiles(input.folders, pending),
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      installBrowserParts(window, pageFetch);
      // Signed in, as the sign-in page leaves it.
      window.localStorage.setItem('token', 'load-check');
      window.localStorage.setItem('isAuthenticated', 'true');
    },
  });
  const { window } = dom;
  const { document } = window;
  const rootText = () => {
    const root = document.querySelector('#root');
    return root ? readableText(root).slice(0, 200) : '';
  };

  const waitFor = async <T>(condition: () => T | null | undefined | false, timeoutMs: number): Promise<T | null> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = condition();
      if (value) return value;
      if (Date.now() > until) return null;
      await sleep(POLL_MS);
    }
  };
  /** Until nothing has been asked of the fake API or the release folders for a moment (at most `timeoutMs`). */
  const settle = async (timeoutMs: number) => {
    let quiet = 0;
    await waitFor(() => {
      quiet = pending.count === 0 ? quiet + 1 : 0;
      return quiet >= 3;
    }, timeoutMs);
  };

  /**
   * Opens the home page (as the sidebar's Home would, unless the page is on it already) and waits
   * until each panel's area shows the panel from the expected release, with nothing still loading,
   * or an error in that area; a panel that throws once its data arrives is seen after the page settles.
   */
  const renderPanels = async (navigate: boolean): Promise<PanelOutcome[] | null> => {
    const panels = input.panels ?? [];
    if (panels.length === 0) return null;
    if (navigate) {
      window.history.pushState({}, '', '/dashboard/home');
      window.dispatchEvent(new window.PopStateEvent('popstate'));
    }
    const areaOf = (panel: PagePanel) => document.querySelector(`[data-panel="${panel.id}"]`);
    const doneOf = (panel: PagePanel) => {
      const area = areaOf(panel);
      if (!area || area.getAttribute('data-release') !== panel.release) return false;
      return failureOf(area, panel.app) !== null || (area.children.length > 0 && area.querySelector('[aria-busy="true"]') === null);
    };
    await waitFor(() => panels.every(doneOf), input.screenTimeoutMs);
    await settle(3000);
    return panels.map((panel) => {
      const area = areaOf(panel);
      const failure = area ? failureOf(area, panel.app) : null;
      const rendered = area !== null && doneOf(panel) && failure === null;
      const heading = area?.querySelector('h2, h3')?.textContent;
      return {
        ...panel,
        rendered,
        detail: rendered ? oneLine(heading ?? 'rendered') : failure !== null ? oneLine(failure) : `nothing within ${input.screenTimeoutMs / 1000} s (the page shows: ${rootText()})`,
      };
    });
  };

  try {
    if (!first) {
      const shown = await waitFor(() => document.querySelector('#root h1') ?? (stuck(STUCK_MS) ? 'stuck' : null), input.startTimeoutMs);
      const home = shown === 'stuck' ? null : shown;
      const startMs = Date.now() - started;
      if (!home) {
        const why = stuck(STUCK_MS) ? `the page stopped with an error and showed no heading` : `the page showed no heading within ${input.startTimeoutMs / 1000} s`;
        return { started: false, startDetail: `${why}${rootText() ? ` (it shows: ${rootText()})` : ''}`, startMs, screens: [], exposed: {}, pageErrors };
      }
      await settle(2000);
      const panels = await renderPanels(false);
      return { started: true, startDetail: oneLine(home.textContent ?? ''), startMs, screens: [], ...(panels ? { panels } : {}), exposed: {}, pageErrors };
    }

    const screens: ScreenOutcome[] = [];
    for (const [index, screen] of input.screens.entries()) {
      const shown = new WeakSet<Element>(document.querySelector(`[data-remote="${screen.app}"]`)?.children ?? []);
      const opened = index === 0 ? started : Date.now();
      if (index > 0) {
        window.history.pushState({}, '', `/dashboard/${screen.path}`);
        window.dispatchEvent(new window.PopStateEvent('popstate'));
      }
      const outcome = await waitFor(() => {
        const failure = failureOf(document, screen.app);
        if (failure !== null) return { failure };
        if (index === 0 && stuck(STUCK_MS) && !document.querySelector('#root h1')) return { stuck: true };
        const area = document.querySelector(`[data-remote="${screen.app}"]`);
        if (!area || area.getAttribute('data-release') !== screen.release || window.location.pathname !== `/dashboard/${screen.path}`) return null;
        return [...area.children].some((child) => !shown.has(child)) ? { area } : null;
      }, index === 0 ? input.startTimeoutMs + input.screenTimeoutMs : input.screenTimeoutMs);
      if ((!outcome && index === 0 && !document.querySelector('#root h1, #root [role="alert"]')) || (outcome && 'stuck' in outcome)) {
        return {
          started: false,
          startDetail: `${outcome ? 'the page stopped with an error and showed' : 'the page showed'} neither the screen nor an error${outcome ? '' : ` within ${(input.startTimeoutMs + input.screenTimeoutMs) / 1000} s`}${rootText() ? ` (it shows: ${rootText()})` : ''}`,
          startMs: Date.now() - started,
          screens,
          exposed: {},
          pageErrors,
        };
      }
      if (outcome && 'area' in outcome) await settle(3000);
      const failure = failureOf(document, screen.app);
      const heading = document.querySelector(`[data-remote="${screen.app}"] h1`)?.textContent;
      const rendered = outcome !== null && failure === null;
      screens.push({
        ...screen,
        rendered,
        detail: rendered ? oneLine(heading ?? 'rendered') : failure !== null ? oneLine(failure) : `nothing within ${input.screenTimeoutMs / 1000} s (the page shows: ${rootText()})`,
        ms: Date.now() - opened,
      });
    }
    const panels = await renderPanels(true);
    return { started: true, startDetail: 'the page started', startMs: screens[0]?.ms ?? 0, screens, ...(panels ? { panels } : {}), exposed: await exposedScreens(window, input.exposedOf), pageErrors };
  } finally {
    window.close();
  }
}

interface FederationInstance {
  loadRemote(id: string): Promise<{ screens?: Record<string, unknown> } | null>;
}

/** The screen ids of each remote's `./screens` module, from the page's own federation runtime (null when not loaded). */
async function exposedScreens(window: DOMWindow, exposedOf: Readonly<Record<string, string>>): Promise<Record<string, string[] | null>> {
  const instance = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__?.[0];
  const result: Record<string, string[] | null> = {};
  for (const [app, federationName] of Object.entries(exposedOf)) {
    const module = instance ? await Promise.race([instance.loadRemote(`${federationName}/screens`).catch(() => null), sleep(2000).then(() => null)]) : null;
    result[app] = module?.screens ? Object.keys(module.screens).sort() : null;
  }
  return result;
}

/** What a browser has and jsdom lacks, as far as the console's start and screens need it. */
function installBrowserParts(window: DOMWindow, pageFetch: (input: string | URL | { url: string }) => Promise<Response>): void {
  const target = window as unknown as Record<string, unknown>;
  target.fetch = pageFetch;
  for (const name of ['Response', 'Headers', 'Request', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
    target[name] ??= (globalThis as Record<string, unknown>)[name];
  }
  // The idle fetch ahead of the menu's remotes would load every remote; the check opens only its screens.
  target.requestIdleCallback = () => 0;
  target.cancelIdleCallback = () => undefined;
  target.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  class Observer {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  target.ResizeObserver ??= Observer;
  target.IntersectionObserver ??= Observer;
  const element = window.Element.prototype as unknown as Record<string, unknown>;
  element.scrollTo ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
}
