import type { ReleaseReportKind } from '@console/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppName } from '../paths';
import { abort } from '../release/canary';
import { type AbortRule, automaticAbortReason, DEFAULT_ABORT_RULE, isFailingCanary } from './abort-rule';
import { readCohortId } from './cohort';
import { fromOwnPages, isJsonRequest, refuse, succeed } from './console-replies';
import { type RateLimitOptions, rateLimiter } from './rate-limit';
import type { ReleaseHealthStore } from './release-health-store';
import { readRegistryFile } from './registry-view';

export interface FailureReportsOptions {
  releasesDir: string;
  health: ReleaseHealthStore;
  rule?: AbortRule;
  /** Reports one client (browser) may send (default: 30 at once, 30 a minute). */
  rateLimit?: RateLimitOptions;
  /** Called after an automatic abort (tests, logs). */
  onAbort?: (app: string, version: string, reason: string) => void;
}

const KINDS: readonly ReleaseReportKind[] = ['loaded', 'load-failed', 'render-failed'];
/** A report is a few short fields: anything bigger is not one. */
export const REPORT_BODY_LIMIT = 1024;
const MESSAGE_LIMIT = 200;

/** The short message kept of a failure: one line, no control characters, at most 200 characters. */
const shortMessage = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const line = [...(value.split('\n')[0] ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('').trim();
  return line === '' ? null : line.slice(0, MESSAGE_LIMIT);
};

/** The browser a report comes from: its cohort cookie, else its address. */
const clientOf = (request: FastifyRequest) => readCohortId(request.headers.cookie) ?? `ip:${request.ip}`;

/**
 * `POST /api/releases/reports`: a browser says a remote's release loaded (first successful load),
 * failed to load, or failed to render (decision 085). Bounded in size and per browser in rate; only
 * reports about a release that is an app's active release or its canary are counted (so nobody
 * fills the store with made-up versions). A canary whose failures cross the abort rule is aborted
 * through the same `abort` as the CLI's, and the history says why.
 */
export const failureReports: FastifyPluginAsync<FailureReportsOptions> = async (app, options) => {
  const rule = options.rule ?? DEFAULT_ABORT_RULE;
  const limiter = rateLimiter(options.rateLimit ?? { burst: 30, perMinute: 30 });
  const aborting = new Set<string>();

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    refuse(reply, status, status < 500 ? error.message : 'Internal server error.');
  });

  const abortIfFailing = async (appName: string, version: string) => {
    const key = `${appName}@${version}`;
    if (aborting.has(key) || !isAppName(appName)) return;
    const figures = await options.health.figures(appName, version);
    if (!isFailingCanary(figures, rule)) return;
    aborting.add(key);
    const reason = automaticAbortReason(figures);
    try {
      await abort(appName, { version, by: 'console', reason });
      options.onAbort?.(appName, version, reason);
    } catch {
      // Promoted, aborted or replaced meanwhile: nothing left to abort.
    } finally {
      aborting.delete(key);
    }
  };

  app.post('/api/releases/reports', { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    if (!fromOwnPages(request)) return refuse(reply, 403, 'Refused: the report did not come from the console.');
    if (!isJsonRequest(request)) return refuse(reply, 415, 'Send the report as JSON.');
    const allowed = limiter.take(clientOf(request));
    if (!allowed.allowed) {
      reply.header('retry-after', String(allowed.retryAfterSeconds));
      return refuse(reply, 429, 'Too many reports from this browser; try again later.');
    }
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const { app: appName, version, kind } = body;
    if (typeof appName !== 'string' || !isAppName(appName)) return refuse(reply, 400, 'app must name an app of the console.');
    if (typeof version !== 'string' || version === '' || version.length > 100) return refuse(reply, 400, 'version must name a release.');
    if (typeof kind !== 'string' || !KINDS.includes(kind as ReleaseReportKind)) return refuse(reply, 400, `kind must be one of ${KINDS.join(', ')}.`);

    const releases = (await readRegistryFile(options.releasesDir))?.apps[appName];
    const isCanary = releases?.canary?.version === version;
    if (!isCanary && releases?.active !== version) return succeed(reply, 202, 'Report received; not counted (no such running release).', { counted: false });
    await options.health.record(appName, version, kind as ReleaseReportKind, kind === 'loaded' ? null : shortMessage(body.message), new Date());
    if (isCanary && kind !== 'loaded') await abortIfFailing(appName, version);
    return succeed(reply, 202, 'Report received.', { counted: true });
  });
};
