import type { OutgoingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { badRequest } from '../http/http-error';

/**
 * The headers every reply of the API carries, errors and CORS preflights included (OWASP REST
 * Security Cheat Sheet, decision 093). Replies are JSON with tokens and personal or company data:
 * nothing may store them, sniff them as another type, frame them or embed them in another site's page.
 * HSTS is left to the TLS-terminating proxy in front of a deployment: this server speaks plain HTTP.
 */
export const SECURITY_HEADERS: Readonly<OutgoingHttpHeaders> = Object.freeze({
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  // Read by the console through CORS only; a page of another site may not load a reply as a script or image.
  'Cross-Origin-Resource-Policy': 'same-origin',
});

export const HOST_REQUIRED_MESSAGE = 'A Host header is required (HTTP/1.1).';

/**
 * Sets the security headers on every reply before it is sent (routes, errors, 404s, preflights),
 * then refuses an HTTP/1.1 request without a Host (RFC 9112 3.2): Node would answer it itself with a
 * bare 400 before Fastify sees it, so the server turns that off (`requireHostHeader: false`, app.ts)
 * and this hook answers it in the documented shape, with these headers.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(SECURITY_HEADERS);
      const { httpVersionMajor, httpVersionMinor } = request.raw;
      const http11 = httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
      if (http11 && !request.headers.host) throw badRequest(HOST_REQUIRED_MESSAGE);
    });
  },
  { name: 'security-headers' },
);
