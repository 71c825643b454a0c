import type { FastifyReply, FastifyRequest } from 'fastify';

/** A refusal in the reference API's error shape (docs/api.md): `{ status: { error: 1, message } }`, never cached. */
export function refuse(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store, max-age=0').send({ status: { error: 1, message } });
}

/** A success in the same shape, with what the call returns. */
export function succeed(reply: FastifyReply, code: number, message: string, data: Record<string, unknown> = {}): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store, max-age=0').send({ ...data, status: { error: 0, message } });
}

/**
 * Whether a state-changing request comes from the console's own pages. Browsers say where a
 * request comes from (`Sec-Fetch-Site`, `Origin`); a request from another site is refused even
 * before its body is read. Tools without these headers (curl, tests) pass: they cannot ride on a
 * user's browser.
 */
export function fromOwnPages(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.headers.host ?? ''}`;
}

/** Whether the body was sent as JSON (a cross-site form cannot send that without asking first). */
export const isJsonRequest = (request: FastifyRequest): boolean => /^application\/json(\s*;|$)/i.test(request.headers['content-type'] ?? '');
