import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../plugins/access-control';
import { HEAVY_PAGE_ROWS, type ReadRequest } from './read-jobs';

/**
 * Sends a list page of more than HEAVY_PAGE_ROWS rows from a heavy-read worker (the reply's JSON
 * bytes as they are) and returns the pending reply; returns undefined for a smaller page, which the
 * route answers itself. Call it after the route's permission and company checks: the worker only reads.
 */
export function sendHeavyRead(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, read: ReadRequest): Promise<FastifyReply> | undefined {
  if (read.query.max <= HEAVY_PAGE_ROWS) return undefined;
  const { userId, sessionId } = authOf(request);
  return app.heavyReads
    .run({ ...read, requestedBy: { userId, sessionId } })
    .then((bytes) => reply.type('application/json; charset=utf-8').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
}
