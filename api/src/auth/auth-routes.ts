import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/http-error';
import { okStatus } from '../http/replies';
import { siteDay } from '../http/site-time';
import { recordAudit, recordRefusal } from '../audit/record-audit';
import { authOf } from '../plugins/access-control';
import { asObject, rejectUnknown } from '../validation/read-body';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { TurnedAway } from './password-slots';

export const LOGIN_FAILED_MESSAGE = 'Username atau password salah.';
/** Sign-ins turned away because the line for password checks is full (HTTP 503). */
export const SIGN_IN_BUSY_MESSAGE = (seconds: number) => `Server sedang sibuk memeriksa login lain. Silahkan coba lagi dalam ${seconds} detik.`;
const noLogin = { token: null, user: null };
const PURGE_INTERVAL_MS = 60 * 1000;

export const CROSS_SITE_MESSAGE = 'Sign-in from another site is refused: sign in on the console itself.';

/**
 * Why a sign-in comes from another site's page, or null. A page of another site can post a form
 * to the sign-in (no preflight), so visitors' browsers could spread password guessing over many
 * addresses. Browsers say where a request comes from: an `Origin` must be one of the console's
 * (CONSOLE_ORIGINS: the console may live on another site than the API, and CORS trusts exactly
 * these), and without one `Sec-Fetch-Site: cross-site` is refused. The console's own sign-in is
 * same-site on localhost (another port) or a configured origin; a typed address (`none`) and tools
 * without these headers (curl) pass: they cannot ride on a visitor's browser.
 */
function crossSiteReason(request: FastifyRequest, consoleOrigins: readonly string[]): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) return consoleOrigins.includes(origin) ? null : 'foreign origin';
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'cross-site request' : null;
}

/** `username` and `password` from a multipart, urlencoded or JSON body. */
function readCredentials(body: unknown): { username: string; password: string } {
  const input = asObject(body);
  rejectUnknown(input, ['username', 'password']);
  const { username, password } = input;
  const errors = [];
  if (typeof username !== 'string' || username.trim() === '') errors.push({ field: 'username', message: 'Username is required' });
  if (typeof password !== 'string' || password === '') errors.push({ field: 'password', message: 'Password is required' });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Invalid request.', { body: noLogin, errors });
  return { username: (username as string).trim(), password: password as string };
}

/** Sign-in, sign-out, session status and company selection (spec 7, Authentication). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { sessions, logins, throttle, access } = app.repositories;
  const unknownUserHash = dummyHash(app.scryptCost);
  const lifetimeMs = app.config.sessionMaxHours * 60 * 60 * 1000;
  let lastPurge = Number.NEGATIVE_INFINITY;

  /** Dead sessions and failures that no longer count are deleted, at most once a minute. */
  const purge = (now: Date) => {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    sessions.purge(now, lifetimeMs);
    throttle.purge(now);
  };
  app.addHook('onReady', async () => purge(app.now()));

  app.post('/security/authentication/login', { config: { access: { kind: 'public' } } }, async (request) => {
    const crossSite = crossSiteReason(request, app.config.consoleOrigins);
    if (crossSite) {
      const typed = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>).username : undefined;
      recordRefusal(app, request, {
        action: 'auth.sign-in',
        target: null,
        reason: crossSite,
        details: { secFetchSite: request.headers['sec-fetch-site'] ?? null, origin: request.headers.origin ?? null },
        source: `client:${request.ip}`,
        user: { userId: null, username: typeof typed === 'string' ? typed : null },
      });
      throw new HttpError(403, CROSS_SITE_MESSAGE, { body: noLogin });
    }
    const { username, password } = readCredentials(request.body);
    const now = app.now();
    purge(now);
    // Checked, admitted to the line of password checks and recorded before the hash, in one step:
    // concurrent guesses cannot pass the limits, and the line in front of the checks is bounded.
    const login = logins.findByUsername(username);
    const attempt = throttle.begin(username, request.ip, now, (priority) => app.passwordSlots.admit(priority));
    // A failed sign-in is recorded with the username as typed (cut to a bounded length), never the password.
    const failed = (reason: string) =>
      recordAudit(app, request, { action: 'auth.sign-in', target: null, details: { reason }, outcome: 'failed', user: { userId: login?.usloUserId ?? null, username } });
    if (attempt.outcome === 'locked') {
      // A locked-out guesser is refused on every attempt: one row a minute per client, with a count (decision 120).
      recordRefusal(app, request, {
        action: 'auth.sign-in',
        target: null,
        reason: 'locked: too many attempts',
        source: `client:${request.ip}`,
        user: { userId: login?.usloUserId ?? null, username },
      });
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      throw new HttpError(429, `Terlalu banyak percobaan login. Silahkan coba lagi dalam ${minutes} menit.`, {
        body: noLogin,
        headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
      });
    }
    const busy = (retryAfterSeconds: number) =>
      new HttpError(503, SIGN_IN_BUSY_MESSAGE(retryAfterSeconds), { body: noLogin, headers: { 'Retry-After': String(retryAfterSeconds) } });
    if (attempt.outcome === 'busy') throw busy(attempt.retryAfterSeconds);
    let passwordMatches: boolean;
    try {
      // An unknown username costs a hash check too, in the same line, so timing does not tell which usernames exist.
      passwordMatches = await verifyPassword(password, login?.usloPassword ?? unknownUserHash, attempt.place);
    } catch (error) {
      if (!(error instanceof TurnedAway)) throw error;
      throttle.turnedAway(attempt.attemptId, request.ip, app.now().getTime() + error.retryAfterSeconds * 1000);
      throw busy(error.retryAfterSeconds);
    }
    if (!login || !passwordMatches || login.userStatus !== 1) {
      failed(!login ? 'unknown username' : !passwordMatches ? 'wrong password' : 'inactive user');
      throw new HttpError(401, LOGIN_FAILED_MESSAGE, { body: noLogin });
    }
    throttle.succeed(attempt.attemptId, username, request.ip, now);
    if (needsRehash(login.usloPassword, app.scryptCost)) {
      logins.replaceHash(login.usloUserId, login.usloPassword, await hashPassword(password, app.scryptCost));
    }
    const token = app.db.transaction(() => {
      const created = sessions.create(login.usloUserId, now.toISOString());
      recordAudit(app, request, { action: 'auth.sign-in', target: null, details: null, outcome: 'success', user: { userId: login.usloUserId, username: login.usloUserName } });
      return created;
    })();
    return { token, user: { userId: login.usloUserId, username: login.usloUserName }, status: okStatus('Login berhasil.') };
  });

  app.post('/security/authentication/logout', { config: { access: { kind: 'session' } } }, async (request) => {
    app.db.transaction(() => {
      sessions.revoke(authOf(request).sessionId, app.now().toISOString());
      recordAudit(app, request, { action: 'auth.sign-out', target: null, details: null, outcome: 'success' });
    })();
    return { status: okStatus('Logout berhasil.') };
  });

  app.get('/security/authentication/status', { config: { access: { kind: 'login' } } }, async (request) => {
    const auth = authOf(request);
    const available = access.availableCompanies(auth.userId);
    const active = available.find((company) => company.compId === auth.companyId) ?? null;
    return {
      access: access.accessOf(auth.userId),
      user: auth.userId,
      username: auth.username,
      company: { active, available },
      // The console's "today" and date ranges are the site's days (the API reads from/to in site time).
      site: { utcOffsetHours: app.config.siteUtcOffsetHours, today: siteDay(app.now(), app.config.siteUtcOffsetHours) },
      status: okStatus('User status retrieved.'),
    };
  });

  app.post<{ Params: { id: string } }>(
    '/security/Authentication/SetCompany/:id',
    { config: { access: { kind: 'login' } } },
    async (request) => {
      const auth = authOf(request);
      const raw = request.params.id;
      if (!/^[1-9]\d{0,14}$/.test(raw)) {
        throw badRequest(`Invalid company id "${raw.slice(0, 40)}".`, { body: { response: false } });
      }
      const company = access.availableCompany(auth.userId, Number(raw));
      const details = { from: auth.companyId, to: Number(raw) };
      if (!company) {
        const reason = 'This company is not available to you.';
        recordRefusal(app, request, { action: 'auth.company-switch', target: raw, reason, details });
        throw new HttpError(403, reason, { body: { response: false } });
      }
      app.db.transaction(() => {
        sessions.setCompany(auth.sessionId, company.compId);
        recordAudit(app, request, { action: 'auth.company-switch', target: raw, details, outcome: 'success' });
      })();
      return { response: true, status: okStatus(`Active company: ${company.compName}.`) };
    },
  );
};
