import type { ReplyStatus } from './contract';

/**
 * A failed call: the HTTP status (0 for a network failure), the server's message when it sent
 * one, and the reply body. Screens show `message`.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The session is gone (HTTP 401 or `errorCode 411`); the shell has already been told. */
export class SessionExpiredError extends ApiError {
  constructor(httpStatus: number, body: unknown) {
    super('Sesi Login Telah Habis', httpStatus, body);
    this.name = 'SessionExpiredError';
  }
}

/** The human message of a reply body: `status.message`, `responseMessage` or `message`. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { status?: ReplyStatus; responseMessage?: unknown; message?: unknown };
  for (const candidate of [record.status?.message, record.responseMessage, record.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  return serverMessage(error) ?? fallback;
}
