import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordRefusal } from '../audit/record-audit';
import { HttpError } from '../http/http-error';
import { SECURITY_HEADERS } from './security-headers';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 64 KiB).',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'A JSON body is required.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_BAD_URL: 'Malformed URL: a path holds an invalid percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long (at most 200 characters).',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_FILES_LIMIT: 'Files are not accepted here.',
  FST_PROTO_VIOLATION: 'A form field has a reserved name.',
};

/** The documented failure shape, for replies written before Fastify has a request (client errors). */
const failureBody = (message: string) => JSON.stringify({ status: { error: 1, message } });

function send(reply: FastifyReply, statusCode: number, message: string, extra: Record<string, unknown> = {}, errorCode?: number) {
  const status = errorCode === undefined ? { error: 1, message } : { error: 1, errorCode, message };
  return reply.code(statusCode).send({ ...extra, status });
}

const isSqliteConstraint = (error: unknown) =>
  error instanceof Error && error.name === 'SqliteError' && String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT');

/** True for a multipart request that failed before its handler ran: the body could not be read. */
function isBodyParsingError(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^multipart\//i.test(type) && !request.bodyRead;
}

/**
 * The one error handler: every failure leaves as `{ status: { error: 1, message } }` (plus the
 * error's own keys), never with a stack trace or SQL.
 */
/**
 * Fastify's own errors raised before routing (a malformed URL, a path parameter over the limit):
 * answered in the documented shape with the security headers, instead of Fastify's `{ error, code }`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .headers(SECURITY_HEADERS)
    .code(statusCode)
    .send({ status: { error: 1, message: CLIENT_MESSAGES[error.code] ?? 'Bad request.' } });
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request did not arrive in time.' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large.' },
};

/**
 * A request Node could not read as HTTP (malformed, headers too large, too slow): answered on the
 * raw socket in the documented shape, with the security headers, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', message: 'Malformed HTTP request.' };
  const body = failureBody(known.message);
  const headers = Object.entries({ ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\r\n');
  if (socket.writable) socket.write(`HTTP/1.1 ${known.status} ${known.reason}\r\n${headers}\r\n\r\n${body}`);
  socket.destroy(error);
}

/** Answers that refuse the caller: each is recorded in the audit trail as `denied` (decision 120). */
const REFUSAL_STATUSES = new Set([401, 403, 429]);

export const errorHandlerPlugin = fp(
  async (app) => {
    /**
     * A refusal no route recorded itself (a missing permission, no active company, no or a dead
     * token): recorded with the route, the path and the permission it needed. A failure to record
     * is logged; the caller is refused all the same.
     */
    const recordUnrecorded = (request: FastifyRequest, error: HttpError) => {
      try {
        const access = request.routeOptions.config?.access;
        const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
        recordRefusal(app, request, {
          action: error.statusCode === 401 ? 'access.unauthenticated' : error.statusCode === 429 ? 'access.throttled' : 'access.denied',
          target: `${request.method} ${route}`.slice(0, 100),
          reason: error.message,
          details: {
            path: (request.url.split('?')[0] ?? '').slice(0, 200),
            ...(access?.kind === 'permission' ? { required: `${access.group}.${access.operation}` } : {}),
          },
        });
      } catch (recordError) {
        request.log.error({ err: recordError }, 'A refusal could not be recorded in the audit trail');
      }
    };

    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        if (REFUSAL_STATUSES.has(error.statusCode) && !request.audited) recordUnrecorded(request, error);
        const { body, headers, errorCode, errors } = error.options;
        if (headers) reply.headers(headers);
        return send(reply, error.statusCode, error.message, { ...body, ...(errors ? { errors } : {}) }, errorCode);
      }
      if (isSqliteConstraint(error)) {
        return send(reply, 409, 'The change conflicts with existing data (a duplicate, or a record still in use).');
      }
      const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode === 500 && isBodyParsingError(request)) {
        // The multipart parser (busboy) throws plain errors for bodies it cannot read.
        return send(reply, 400, `Malformed multipart body: ${error.message.replace(/^Multipart: /, '').slice(0, 120)}.`);
      }
      if (statusCode >= 400 && statusCode < 500) {
        const code = 'code' in error ? String(error.code) : '';
        const message = CLIENT_MESSAGES[code] ?? (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? `Unsupported content type: ${String(request.headers['content-type'] ?? 'none').slice(0, 80)}.`
          : error.message.slice(0, 300));
        return send(reply, statusCode, message);
      }
      request.log.error({ err: error }, 'Unhandled error');
      return send(reply, 500, 'Internal server error.');
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
      return send(reply, 404, `Not found: ${request.method} ${path}`);
    });
  },
  { name: 'error-handler' },
);
