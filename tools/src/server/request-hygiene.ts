import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { refuse } from './console-replies';
import { isSafeRequestPath } from './safe-request-path';

const reasonOf = (code: number) => (code === 408 ? 'Request Timeout' : code === 413 ? 'Payload Too Large' : code === 431 ? 'Request Header Fields Too Large' : 'Bad Request');

/**
 * The reply to a request Node's HTTP parser could not read (a malformed request line, an unknown
 * method, headers too large): in the console's error shape with its security headers, then the
 * connection is closed. Nothing of the request is echoed.
 */
export function clientErrorReply(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) return;
    const code = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ status: { error: 1, message: `${reasonOf(code)}: the request could not be read.` } });
    const lines = [
      `HTTP/1.1 ${code} ${reasonOf(code)}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store, max-age=0',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}

/**
 * What every request of the console server goes through before routing (decision 140): the
 * security headers; a request without a `Host` header (HTTP/1.1 requires one) answered 400 in the
 * console's error shape; a target with a dot segment, a backslash or an encoded slash answered
 * 404 before any allowed-path rule is tested; errors (a malformed JSON body, a body too large) in
 * the same shape as every other refusal.
 */
export function requestHygiene(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (!request.headers.host) return refuse(reply, 400, 'Bad Request: the Host header is missing.');
    if (!isSafeRequestPath(request.raw.url ?? '')) return refuse(reply, 404, 'Not found');
    return undefined;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return refuse(reply, status, status < 500 ? error.message : 'Internal server error.');
  });
}
