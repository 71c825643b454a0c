import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 64 KiB).',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'A JSON body is required.',
};

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
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
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
