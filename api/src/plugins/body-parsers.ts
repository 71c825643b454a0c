import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../http/http-error';

/** Longest multipart form field value read (bytes); a longer one is refused, never cut. */
export const MAX_FORM_FIELD_BYTES = 4096;

/** The `charset` a Content-Type names, lower-cased without quotes, or null when it names none. */
function declaredCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return match ? (match[2] ?? '').toLowerCase() : null;
}

/** Bodies are read as UTF-8; one declared in anything else would be misread, so it is refused (415). */
const READABLE_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

interface MultipartField {
  type?: string;
  value?: unknown;
  fieldname?: string;
  valueTruncated?: boolean;
  fieldnameTruncated?: boolean;
}

/**
 * Bodies: JSON (an empty body reads as none: the console's client sends a JSON content type on
 * calls without a body), urlencoded, and multipart form fields (sign-in). No file uploads. Text
 * is read as UTF-8 only; a multipart field over MAX_FORM_FIELD_BYTES is refused (413), not cut.
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
    app.addHook('preParsing', async (request) => {
      const type = request.headers['content-type'];
      if (typeof type !== 'string') return;
      const charset = declaredCharset(type);
      if (charset !== null && !READABLE_CHARSETS.has(charset)) {
        throw new HttpError(415, `Unsupported charset: ${charset.slice(0, 40)}. Send the body as UTF-8.`);
      }
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
      // Fields arrive with their details (was a value cut at the limit?) and are turned into key-values below.
      attachFieldsToBody: true,
      limits: { fields: 10, fieldSize: MAX_FORM_FIELD_BYTES, fieldNameSize: 100, files: 0, parts: 10, headerPairs: 50 },
    });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || typeof request.body !== 'object' || request.body === null) return;
      const values: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(request.body as Record<string, MultipartField | MultipartField[]>)) {
        const parts = Array.isArray(entry) ? entry : [entry];
        for (const part of parts) {
          if (part.valueTruncated || part.fieldnameTruncated) {
            throw new HttpError(413, `Form field ${name.slice(0, 40)} is too long (at most ${MAX_FORM_FIELD_BYTES} bytes).`);
          }
        }
        const read = parts.filter((part) => part.type === 'field').map((part) => part.value);
        if (read.length > 0) values[name] = read.length === 1 ? read[0] : read;
      }
      request.body = values;
    });
  },
  { name: 'body-parsers' },
);
