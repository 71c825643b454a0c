import type { ReleaseReportKind } from '@console/shared/release-plane';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppName } from '../paths';
import { readCohortId } from './cohort';
import { fromOwnPages, isJsonRequest, refuse, succeed } from './console-replies';
import { type RateLimitOptions, rateLimiter } from './rate-limit';
import type { RefusalJournal } from './refusal-journal';
import { FAILURE_KINDS, type ReleaseHealthStore } from './release-health-store';
import { readRegistryFile } from './registry-view';
import { type ReportTokens, tokenHolder, usedReportTokens } from './report-tokens';

export interface FailureReportsOptions {
  releasesDir: string;
  health: ReleaseHealthStore;
  tokens: ReportTokens;
  refusals: RefusalJournal;
  /** Reports one client address may send (default: 60 at once, 60 a minute). */
  rateLimit?: RateLimitOptions;
  /** Called after a counted failure of a canary (the canary watch judges it at once). */
  onCanaryFailure?: (app: string) => void;
}

const KINDS: readonly ReleaseReportKind[] = ['loaded', ...FAILURE_KINDS];
/** A report is a few short fields: anything bigger is not one. */
export const REPORT_BODY_LIMIT = 2048;
const MESSAGE_LIMIT = 200;

/** The short message kept of a failure: one line of printable text, at most 200 characters (stored and shown as text, never markup). */
const shortMessage = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const line = [...(value.split('\n')[0] ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('').trim();
  return line === '' ? null : line.slice(0, MESSAGE_LIMIT);
};

/**
 * `POST /api/releases/reports` (decisions 085, 140): a browser says a remote's release loaded
 * (first successful load), failed to load, or failed to render. A report counts only with the
 * report token the console server handed this browser with its registry: signed by this server,
 * unexpired, for the release reported on, bound to this browser's cohort, and used once per kind.
 * Reports are limited per client address (not per cookie, which the client chooses). A counted
 * failure of a canary has the canary watch judge it at once (`canary-watch.ts`).
 */
export const failureReports: FastifyPluginAsync<FailureReportsOptions> = async (app, options) => {
  const limiter = rateLimiter(options.rateLimit ?? { burst: 60, perMinute: 60 });
  const used = usedReportTokens();

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    refuse(reply, status, status < 500 ? error.message : 'Internal server error.');
  });

  const refused = (request: FastifyRequest, appName: string, reason: string) =>
    options.refusals.note(`ip:${request.ip}`, `report:${reason}`, {
      app: isAppName(appName) ? appName : 'unknown',
      action: 'access',
      outcome: 'denied',
      actor: { kind: 'user', name: `(browser at ${request.ip})` },
      message: `release report refused: ${reason}`,
      clientAddress: request.ip,
    });

  app.post('/api/releases/reports', { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    if (!fromOwnPages(request)) return refuse(reply, 403, 'Refused: the report did not come from the console.');
    if (!isJsonRequest(request)) return refuse(reply, 415, 'Send the report as JSON.');
    const allowed = limiter.take(`ip:${request.ip}`);
    if (!allowed.allowed) {
      reply.header('retry-after', String(allowed.retryAfterSeconds));
      return refuse(reply, 429, 'Too many reports from this address; try again later.');
    }
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const { app: appName, version, kind, token } = body;
    if (typeof appName !== 'string' || !isAppName(appName)) return refuse(reply, 400, 'app must name an app of the console.');
    if (typeof version !== 'string' || version === '' || version.length > 100) return refuse(reply, 400, 'version must name a release.');
    if (typeof kind !== 'string' || !KINDS.includes(kind as ReleaseReportKind)) return refuse(reply, 400, `kind must be one of ${KINDS.join(', ')}.`);

    if (token === undefined) {
      refused(request, appName, 'no report token');
      return refuse(reply, 401, 'A report counts only with the report token the console gave this page.');
    }
    const checked = options.tokens.verify(token);
    if (!checked.ok) {
      refused(request, appName, checked.reason);
      return refuse(reply, 403, `Refused: ${checked.reason}.`);
    }
    const { claims } = checked;
    if (claims.app !== appName || claims.version !== version) {
      refused(request, appName, 'a report token of another release');
      return refuse(reply, 403, 'Refused: the report token is for another release.');
    }
    if (claims.holder !== tokenHolder(readCohortId(request.headers.cookie), request.ip)) {
      refused(request, appName, 'a report token of another browser');
      return refuse(reply, 403, 'Refused: the report token was given to another browser.');
    }

    const releases = (await readRegistryFile(options.releasesDir))?.apps[appName];
    const isCanary = releases?.canary?.version === version;
    if (!isCanary && releases?.active !== version) return succeed(reply, 202, 'Report received; not counted (no such running release).', { counted: false });
    const counted = used.take(claims, kind);
    if (!counted) return succeed(reply, 202, 'Report received; not counted (this page reported that already).', { counted: false });
    await options.health.record(appName, version, { kind: kind as ReleaseReportKind, ...counted, message: kind === 'loaded' ? null : shortMessage(body.message), at: new Date() });
    if (isCanary && kind !== 'loaded') options.onCanaryFailure?.(appName);
    return succeed(reply, 202, 'Report received.', { counted: true });
  });
};
