import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ConsoleUser, identify } from './api-identity';
import { fromOwnPages, refuse } from './console-replies';
import type { RefusalJournal } from './refusal-journal';

/** The permission of the Releases screen and its endpoints (the API's permission model, decision 085). */
export const RELEASE_PERMISSION = 'console_release';

const NO_COMPANY = 'No active company: select a company first.';
export const OTHER_SITE = 'Refused: the request did not come from the console.';

export type ReleaseOperation = 'read' | 'update';

/** What the release endpoints need to tell who is asking and to record refusals. */
export interface ReleaseAccessContext {
  /** Where the console server asks the API who a token belongs to (server to server). */
  apiUrl: string;
  refusals: RefusalJournal;
  fetchImpl?: typeof fetch;
}

/** Notes a refused request for the audit trail (coalesced per source and kind) and answers it. */
export function denyRelease(request: FastifyRequest, reply: FastifyReply, context: ReleaseAccessContext, code: number, message: string, who: string | null, app = 'console'): null {
  context.refusals.note(who ? `user:${who}` : `ip:${request.ip}`, `${request.method} ${request.routeOptions.url ?? ''} ${code}`, {
    app,
    action: 'access',
    outcome: 'denied',
    actor: who ? { kind: 'user', name: who } : { kind: 'user', name: `(not signed in, at ${request.ip})` },
    message: `${request.method} ${(request.raw.url ?? '').slice(0, 120)} refused (${code}): ${message}`,
    clientAddress: request.ip,
  });
  refuse(reply, code, message);
  return null;
}

/** Refuses (and records) a state-changing request a browser marks as coming from another site. */
export function refuseOtherSite(request: FastifyRequest, reply: FastifyReply, context: ReleaseAccessContext, app = 'console'): boolean {
  if (fromOwnPages(request)) return false;
  context.refusals.note(`ip:${request.ip}`, 'other-site', {
    app,
    action: 'access',
    outcome: 'denied',
    actor: { kind: 'user', name: `(another site, at ${request.ip})` },
    message: `${request.method} ${(request.raw.url ?? '').slice(0, 120)} refused (403): ${OTHER_SITE}`,
    clientAddress: request.ip,
  });
  refuse(reply, 403, OTHER_SITE);
  return true;
}

/**
 * Who is asking, if they may: 401 without a live session (no token, or one the API does not take),
 * 403 without `console_release.<operation>` or an active company, 502 when the API cannot say.
 * Asked afresh on every call: nothing here trusts what the browser claims. Refusals are recorded.
 */
export async function authorizeRelease(request: FastifyRequest, reply: FastifyReply, context: ReleaseAccessContext, operation: ReleaseOperation, app = 'console'): Promise<ConsoleUser | null> {
  const header = request.headers.authentication;
  const identity = await identify(context.apiUrl, Array.isArray(header) ? header[0] : header, context.fetchImpl);
  if (identity.kind === 'signed-out') return denyRelease(request, reply, context, 401, identity.message, null, app);
  if (identity.kind === 'unavailable') {
    refuse(reply, 502, identity.message);
    return null;
  }
  const { user } = identity;
  if (!user.access[RELEASE_PERMISSION]?.includes(operation)) return denyRelease(request, reply, context, 403, `Permission ${RELEASE_PERMISSION}.${operation} is required.`, user.username, app);
  if (!user.hasCompany) return denyRelease(request, reply, context, 403, NO_COMPANY, user.username, app);
  return user;
}
