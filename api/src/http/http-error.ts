/** One field's validation failure. */
export interface FieldError {
  field: string;
  message: string;
}

export interface HttpErrorOptions {
  /** Extra top-level keys of the reply next to `status` (e.g. `{ token: null, user: null }`). */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** `status.errorCode`, e.g. 411 for an expired session. */
  errorCode?: number;
  errors?: FieldError[];
}

/**
 * A failure the client caused or may see: the one error handler turns it into
 * `{ ...body, status: { error: 1, message }, errors? }` with this HTTP status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** HTTP 400 for invalid input: `status.message` is the first field's message, `errors` lists them all. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0]?.message ?? 'Invalid request.', { errors });
    this.name = 'ValidationError';
  }
}

export const badRequest = (message: string, options?: HttpErrorOptions) => new HttpError(400, message, options);
export const forbidden = (message: string, options?: HttpErrorOptions) => new HttpError(403, message, options);
export const notFound = (message: string, options?: HttpErrorOptions) => new HttpError(404, message, options);
export const conflict = (message: string, options?: HttpErrorOptions) => new HttpError(409, message, options);

/** Throws a ValidationError when there is anything to report. */
export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationError(errors);
}
