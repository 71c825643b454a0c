import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../plugins/access-control';
import { HEAVY_PAGE_ROWS, type ReadRequest } from './read-jobs';

/**
 * Bytes written to the socket at a time: a 3 MB page written at once held the request thread for
 * up to a few milliseconds in the kernel; in 256 KB slices each write takes a tenth of a millisecond,
 * other requests run between them, and the page arrives as fast (64 KB slices were slower).
 */
const SLICE_BYTES = 256 * 1024;

function inSlices(bytes: Uint8Array): Readable {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  return new Readable({
    read() {
      this.push(offset < buffer.length ? buffer.subarray(offset, (offset += SLICE_BYTES)) : null);
    },
  });
}

/**
 * Sends a list page of more than HEAVY_PAGE_ROWS rows from a heavy-read worker (the reply's JSON
 * bytes as they are) and returns the pending reply; returns undefined for a smaller page, which the
 * route answers itself. Call it after the route's permission and company checks: the worker only reads.
 * `onReply` sees the reply's bytes before they are sent (an export's first page is audited then).
 */
export function sendHeavyRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  read: Extract<ReadRequest, { kind: 'transactions' | 'notifications' | 'audit-trail' }>,
  onReply?: (bytes: Uint8Array) => void,
): Promise<FastifyReply> | undefined {
  if (read.query.max <= HEAVY_PAGE_ROWS) return undefined;
  return sendFromWorker(app, request, reply, read, onReply);
}

/**
 * Sends the reply a heavy-read worker builds for `read` (its JSON bytes as they are), whatever its
 * size: for reads too costly for the request thread whatever the page (an integrity check, a
 * filtered summary). Call it after the route's checks: the worker only reads.
 */
export function sendFromWorker(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  read: ReadRequest,
  onReply?: (bytes: Uint8Array) => void,
): Promise<FastifyReply> {
  const { userId, sessionId } = authOf(request);
  return app.heavyReads.run({ ...read, requestedBy: { userId, sessionId } }).then(({ bytes, release }) => {
    onReply?.(bytes);
    // The bytes may be written again once the reply is done with them: sent, or the connection gone.
    reply.raw.once('close', release);
    if (reply.raw.destroyed) release();
    return reply.type('application/json; charset=utf-8').header('content-length', bytes.byteLength).send(inSlices(bytes));
  });
}
