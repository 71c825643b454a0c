import redaxios from 'redaxios';
import { readToken } from '../session/token-storage';
import { ApiError, serverMessage, SessionExpiredError } from './api-error';
import type { ReplyStatus } from './contract';

/** The client's configuration; every part is required (spec 7 and 8). */
export interface HttpClientConfig {
  baseURL: string;
  withCredentials: boolean;
  headers: Record<string, string>;
}

/** Why a session ended: no token stored, or the server says it expired (HTTP 401 / `errorCode 411`). */
export type SessionEndReason = 'missing-token' | 'expired';

export interface ApiClientOptions {
  baseURL: string;
  /** The shell decides what happens (toast, log out, navigate); the client only reports. */
  onSessionEnded: (reason: SessionEndReason) => void;
}

/** Query values; empty ones are left out. Keys may be bracketed (`finds[grcpCity]`). */
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Send the token and treat 401 / 411 as the end of the session (default true). */
  auth?: boolean;
  /** Headers of this request besides the client's own (e.g. an export's mark). */
  headers?: Record<string, string>;
}

/**
 * `RequestOptions` with what only the library's own calls give (not part of the public contract):
 * `signal` aborts the request (an export's page when the export is cancelled); it then rejects.
 */
export interface LibraryRequestOptions extends RequestOptions {
  signal?: AbortSignal;
}

/** Throws the spec's configuration errors for a missing or malformed configuration. */
export function validateHttpClientConfig(config: unknown): asserts config is HttpClientConfig {
  if (typeof config !== 'object' || config === null) throw new Error('Must specify configuration object');
  const record = config as Partial<Record<keyof HttpClientConfig, unknown>>;
  if (!record.baseURL) throw new Error('Missing baseURL in configuration');
  if (record.withCredentials === undefined) throw new Error('Missing withCredentials in configuration');
  if (record.headers === undefined) throw new Error('Missing headers in configuration');
  if (typeof record.headers !== 'object' || record.headers === null || Array.isArray(record.headers)) {
    throw new Error('Headers must be an object');
  }
}

let current: { config: HttpClientConfig; onSessionEnded: ApiClientOptions['onSessionEnded'] } | null = null;

/** A call that failed on the server's side or the network (5xx, 404, no answer), and the code that made it. */
export interface ApiFailure {
  error: ApiError;
  method: string;
  /** The path asked for, without its query. */
  path: string;
  /** The stack where the call was made: the shell tells from it which remote's code asked (decision 143). */
  stack: string;
}

const failureListeners = new Set<(failure: ApiFailure) => void>();

/**
 * Tells `listener` of every call that answered 5xx or 404 or failed on the network, with the stack
 * of the code that made it: the shell counts it against the release that asked. Returns the way to
 * stop. The client itself still only reports (no toast, no navigation).
 */
export function watchApiFailures(listener: (failure: ApiFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

const tellFailure = (error: ApiError, method: string, path: string, stack: string) => {
  if (error.httpStatus !== 0 && error.httpStatus !== 404 && error.httpStatus < 500) return;
  for (const listener of failureListeners) {
    try {
      listener({ error, method, path: path.split('?')[0] ?? path, stack });
    } catch {
      // A listener's own failure never becomes the caller's.
    }
  }
};

/** Called once by the shell at start-up; every remote then uses the same configured client. */
export function configureApi({ baseURL, onSessionEnded }: ApiClientOptions): void {
  const config: HttpClientConfig = {
    baseURL: baseURL.replace(/\/+$/, ''),
    withCredentials: false,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  };
  validateHttpClientConfig(config);
  current = { config, onSessionEnded };
}

export function serializeQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params.toString();
}

const isExpiredReply = (body: unknown) => {
  const status = (body as { status?: ReplyStatus } | null)?.status;
  return !!status && !!status.error && status.errorCode === 411;
};

interface FailedResponse {
  status: number;
  statusText?: string;
  data?: unknown;
}

const isFailedResponse = (value: unknown): value is FailedResponse =>
  typeof value === 'object' && value !== null && typeof (value as FailedResponse).status === 'number';

/**
 * One call to the backend. Resolves with the reply body; rejects with ApiError. `path` is under the
 * configured base URL; an absolute URL (`https://...`) is sent as it is, with the same token and
 * session handling: the shell calls its own console server's endpoints this way (`/api/releases`).
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: LibraryRequestOptions = {}): Promise<T> {
  if (!current) throw new Error('The API client is not configured: the shell calls configureApi() at start-up.');
  const { config, onSessionEnded } = current;
  const { query, body, auth = true } = options;
  // Taken before the first await: the frames of the code that asked are still on the stack.
  const stack = failureListeners.size > 0 ? (new Error('api call').stack ?? '') : '';
  const headers = { ...config.headers, ...options.headers };
  // A multipart body sets its own content type (with the boundary).
  if (body instanceof FormData) delete headers['Content-Type'];
  if (auth) {
    const token = readToken();
    if (!token) {
      onSessionEnded('missing-token');
      throw new SessionExpiredError(0, undefined);
    }
    headers.Authentication = token;
  }
  try {
    const response = await redaxios<T>({
      url: path,
      method,
      baseURL: config.baseURL,
      headers,
      withCredentials: config.withCredentials,
      ...(options.signal ? { fetch: (url: RequestInfo | URL, init?: RequestInit) => fetch(url, { ...init, signal: options.signal }) } : {}),
      ...(body === undefined ? {} : { data: body }),
      ...(query ? { params: query, paramsSerializer: (params) => serializeQuery(params as Query) } : {}),
    });
    if (auth && isExpiredReply(response.data)) {
      onSessionEnded('expired');
      throw new SessionExpiredError(response.status, response.data);
    }
    return response.data;
  } catch (failure) {
    if (failure instanceof ApiError) throw failure;
    if (isFailedResponse(failure)) {
      if (auth && (failure.status === 401 || isExpiredReply(failure.data))) {
        onSessionEnded('expired');
        throw new SessionExpiredError(failure.status, failure.data);
      }
      const message = serverMessage(failure.data) ?? `Request failed with status code ${failure.status}`;
      const error = new ApiError(message, failure.status, failure.data);
      tellFailure(error, method, path, stack);
      throw error;
    }
    const error = new ApiError(failure instanceof Error ? `Network Error: ${failure.message}` : 'Network Error', 0, undefined);
    // A call its caller aborted (an export's Cancel) did not fail: no release is blamed for it.
    if (options.signal?.aborted) throw error;
    tellFailure(error, method, path, stack);
    throw error;
  }
}

/** The one HTTP client of the console (redaxios underneath). */
export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'body' | 'query'>) => request<T>('GET', path, { ...options, ...(query ? { query } : {}) }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
