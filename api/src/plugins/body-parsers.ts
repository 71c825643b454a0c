import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { badRequest } from '../http/http-error';

/**
 * Bodies: JSON (an empty body reads as none: the console's client sends a JSON content type on
 * calls without a body), urlencoded, and multipart form fields (sign-in). No file uploads.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body has been parsed and the route's handler is about to run. */
    bodyRead: boolean;
  }
}

export const bodyParsersPlugin = fp(
  async (app) => {
    app.decorateRequest('bodyRead', false);
    app.addHook('preHandler', async (request) => {
      request.bodyRead = true;
    });
    // Only the types the console sends; anything else (text/plain included) is HTTP 415.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(badRequest(`Malformed JSON body: ${error instanceof Error ? error.message.slice(0, 120) : 'not JSON'}.`), undefined);
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 10, fieldSize: 4096, fieldNameSize: 100, files: 0, parts: 10, headerPairs: 50 },
    });
  },
  { name: 'body-parsers' },
);
