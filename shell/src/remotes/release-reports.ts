import type { BrowserRegistry, ReleaseFailureReport, ReleaseReportKind } from '@console/shared/release-plane';

/** The console server's endpoint for browsers' reports about releases (decision 085). */
export const REPORTS_URL = '/api/releases/reports';
/** A page sends no more than this many reports, whatever goes wrong in it. */
const MAX_REPORTS_PER_PAGE = 20;
const MESSAGE_LIMIT = 200;

type Send = (report: ReleaseFailureReport) => void;

/**
 * Same-origin, JSON (so no other site can send one through a browser). The answer is read to its
 * end: a request whose body nobody reads stays open in Chromium, and the page never looks idle.
 */
const post: Send = (report) => {
  fetch(REPORTS_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
};

let send: Send = post;
let sent = 0;
/** The report token of each release this page was given one for (`app@version`), the newest kept. */
const tokens = new Map<string, string>();

/**
 * Keeps the report tokens of a registry read (the page's first read, and each newer answer an open
 * tab gets): a report counts only with the token the console server gave this browser for that
 * release (decision 140). A token of another release than the one the page runs is kept but unused.
 */
export function rememberReportTokens(registry: BrowserRegistry): void {
  for (const [app, releases] of Object.entries(registry.apps)) {
    if (releases.active && typeof releases.reportToken === 'string') tokens.set(`${app}@${releases.active}`, releases.reportToken);
  }
}
const reportedOnce = new Set<string>();
const reportedErrors = new WeakSet<object>();

/** `TypeError: Cannot read ...`: the error's name and first line, at most 200 characters; never data of the page. */
export function shortFailure(error: unknown): string {
  // A failed load wraps the federation runtime's own error: that is the one worth counting.
  const subject = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = subject instanceof Error ? `${subject.name}: ${subject.message}` : String(subject);
  return (text.split('\n')[0] ?? '').slice(0, MESSAGE_LIMIT);
}

/**
 * Tells the console server how a remote's release fares in this browser: its first successful
 * load, a failed load, a failed render, an uncaught error, a failed API call of its code (each kind
 * but a failed load once per release and page; decision 143). `message` replaces the error's own
 * text (an API failure is named by its status and path, never by what the server said). Nothing is
 * sent for a developer's override, for a release the page has no report token of (it would not
 * count), nor past 20 reports in one page; a lost report is not retried.
 */
export function reportRelease(app: string, version: string | undefined, kind: ReleaseReportKind, error?: unknown, message?: string): void {
  if (!version || version === 'override') return;
  const token = tokens.get(`${app}@${version}`);
  if (!token) return;
  if (error !== undefined && typeof error === 'object' && error !== null) {
    // The loader and the area's error boundary both see a failed load: it counts once.
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  if (kind !== 'load-failed') {
    const key = `${kind} ${app} ${version}`;
    if (reportedOnce.has(key)) return;
    reportedOnce.add(key);
  }
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const text = message ?? (error === undefined ? undefined : shortFailure(error));
  send({ app, version, kind, token, ...(text === undefined ? {} : { message: text.slice(0, MESSAGE_LIMIT) }) });
}

/** Replaces how reports are sent and forgets what was sent (tests). */
export function resetReports(transport: Send = post): void {
  send = transport;
  sent = 0;
  reportedOnce.clear();
  tokens.clear();
}
