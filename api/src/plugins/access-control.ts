import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordRefusal } from '../audit/record-audit';
import { tokenFromHeader } from '../auth/tokens';
import { forbidden, HttpError } from '../http/http-error';
import type { Operation } from '../validation/rules';

/** What a route needs; every route declares one (`config.access`), checked on every request. */
export type Access =
  | { kind: 'public' }
  /** A live session, no permission (status, SetCompany, account). */
  | { kind: 'login' }
  /** A known session, live or idle-expired (logout ends either). */
  | { kind: 'session' }
  /** A live session whose roles grant `group.operation`; `company`: an active company is selected too. */
  | { kind: 'permission'; group: string; operation: Operation; company?: boolean }
  /**
   * A service of the deployment, never a user: `release` is the release plane (the console
   * server, the release CLI) with `Authorization: Bearer <RELEASE_SERVICE_KEY>` (decision 121).
   */
  | { kind: 'service'; service: 'release' };

export interface AuthContext {
  sessionId: number;
  userId: string;
  username: string;
  /** The active company (still available to the user), or null. */
  companyId: number | null;
  expired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Sesi login telah habis.';
const unauthorized = (message: string) => new HttpError(401, message);

/** The signed-in caller of a route that required one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Token tidak tersedia. Silahkan login kembali.');
  return request.auth;
}

const NO_COMPANY_MESSAGE = 'No active company: select a company first (POST /security/Authentication/SetCompany/{id}).';

/** The active company of a route that required one (`company: true`). */
export function activeCompanyOf(request: FastifyRequest): number {
  const companyId = authOf(request).companyId;
  if (companyId === null) throw forbidden(NO_COMPANY_MESSAGE);
  return companyId;
}

export const SERVICE_KEY_NOT_CONFIGURED = 'Release actions cannot be recorded: the release service key is not configured.';
export const SERVICE_KEY_REQUIRED = 'The release service key is required (Authorization: Bearer <key>).';
export const USER_TOKEN_NOT_ENOUGH = "Release actions are recorded by the release plane itself: a user's token is not enough.";

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `key`, in time that does not depend on where they differ (both hashed first, so lengths leak nothing either). */
export function sameKey(given: string, key: string): boolean {
  return timingSafeEqual(sha256(given), sha256(key));
}

/** The bearer credential of an `Authorization` header, or null. */
function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** How stale a session's last-seen time may get: the idle limit is kept to within this. */
export const TOUCH_EVERY_MS = 30_000;

/**
 * Authentication, permission and company checks for every route, from the database on every
 * request: 401 without a valid token, HTTP 200 with errorCode 411 for an idle-expired one, 403
 * without the permission or (transactions, notifications) without an active company.
 */
export const accessControlPlugin = fp(
  async (app) => {
    const { sessions, access: grants } = app.repositories;
    const idleMs = app.config.sessionIdleMinutes * 60 * 1000;
    const lifetimeMs = app.config.sessionMaxHours * 60 * 60 * 1000;
    app.decorateRequest('auth', null);

    // Default deny: a route that forgets to declare its access does not start.
    app.addHook('onRoute', (route) => {
      if (route.method !== 'OPTIONS' && !route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access.`);
      }
    });

    /**
     * The release plane's key, compared in constant time. Without it: 401; with a user's session
     * token instead (in either header) 403, recorded with that user's name; not configured: 503.
     */
    const checkServiceKey = (request: FastifyRequest) => {
      const key = app.config.releaseServiceKey;
      if (key === null) throw new HttpError(503, SERVICE_KEY_NOT_CONFIGURED);
      const bearer = bearerOf(request.headers.authorization);
      if (bearer !== null && sameKey(bearer, key)) return;
      const userToken = tokenFromHeader(request.headers.authentication) ?? bearer;
      const session = userToken === null ? undefined : sessions.findByToken(userToken);
      if (session && session.sessRevokedTime === null) {
        recordRefusal(app, request, {
          action: 'access.denied',
          target: `${request.method} ${request.routeOptions.url ?? ''}`,
          reason: USER_TOKEN_NOT_ENOUGH,
          details: { path: (request.url.split('?')[0] ?? '').slice(0, 200), required: 'the release service key' },
          user: { userId: session.sessUserId, username: session.usloUserName ?? null },
        });
        throw forbidden(USER_TOKEN_NOT_ENOUGH);
      }
      throw unauthorized(SERVICE_KEY_REQUIRED);
    };

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      if (access.kind === 'service') return checkServiceKey(request);
      const token = tokenFromHeader(request.headers.authentication);
      if (!token) throw unauthorized('Token tidak tersedia. Silahkan login kembali.');
      const session = sessions.findByToken(token);
      if (!session || session.sessRevokedTime !== null) throw unauthorized('Token tidak valid. Silahkan login kembali.');
      if (session.userStatus !== 1) throw unauthorized('Akun tidak aktif. Silahkan hubungi administrator.');
      const now = app.now();
      // Idle too long, or older than the absolute lifetime however active: the console signs out (411).
      const expired =
        now.getTime() - Date.parse(session.sessLastSeenTime) > idleMs || now.getTime() - Date.parse(session.sessCreatedTime) > lifetimeMs;
      if (expired && access.kind !== 'session') throw new HttpError(200, SESSION_EXPIRED_MESSAGE, { errorCode: 411 });
      // Last seen is written at most every TOUCH_EVERY_MS: a burst of calls (an export's hundred
      // pages) is not a burst of writes, and answers remembered until the data changes stay valid.
      if (!expired && now.getTime() - Date.parse(session.sessLastSeenTime) >= TOUCH_EVERY_MS) sessions.touch(session.sessId, now.toISOString());

      const companyId =
        session.sessCompId !== null && grants.availableCompany(session.sessUserId, session.sessCompId) ? session.sessCompId : null;
      request.auth = { sessionId: session.sessId, userId: session.sessUserId, username: session.usloUserName ?? '', companyId, expired };

      if (access.kind !== 'permission') return;
      if (!grants.can(session.sessUserId, access.group, access.operation)) {
        throw forbidden(`Permission ${access.group}.${access.operation} is required.`);
      }
      if (access.company && companyId === null) throw forbidden(NO_COMPANY_MESSAGE);
    });
  },
  { name: 'access-control', dependencies: ['services'] },
);
