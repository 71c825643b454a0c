import { configureApi, type SessionEndReason } from '../api/http-client';
import { STATUS_PATH } from '../session/session-api';
import type { SessionStatus } from '../session/session-contract';

/** What a mocked endpoint receives. */
export interface MockRequest {
  method: string;
  /** Path without the base URL or query, e.g. `/master/Company_Group/3`. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, the FormData, or undefined. */
  body: unknown;
  headers: Headers;
}

/** A handler's answer: a body (HTTP 200), or `{ status, body }` with `reply()`. */
export interface MockReply {
  readonly __mockReply: true;
  status: number;
  body: unknown;
}

/** An answer with an HTTP status, e.g. `reply(400, { status: { error: 1, message: 'Bad' } })`. */
export const reply = (status: number, body: unknown): MockReply => ({ __mockReply: true, status, body });

export type MockHandler = (request: MockRequest) => unknown | MockReply | Promise<unknown>;

/** The base URL the mocked client is configured with. */
export const MOCK_API_BASE = 'http://api.test';

/** A status reply granting `access` (e.g. `{ master_group_company: ['read', 'create'] }`). */
export function makeSession(access: SessionStatus['access'], extra: Partial<SessionStatus> = {}): SessionStatus {
  return {
    access,
    user: 'tester@console.id',
    username: 'tester',
    company: { active: { compId: 1, compName: 'PT Uji Coba' }, available: [{ compId: 1, compName: 'PT Uji Coba' }] },
    status: { error: 0, message: 'OK' },
    ...extra,
  };
}

/** A list reply with its pagination, as the API sends it. */
export function listReply<Row>(rows: readonly Row[], { page = 1, itemPerPage = 10, totalData = rows.length } = {}) {
  return {
    data: rows,
    pagination: { totalData, totalPage: Math.ceil(totalData / itemPerPage), itemPerPage, page },
    fields: [],
    status: { error: 0, message: 'OK' },
  };
}

const isMockReply = (value: unknown): value is MockReply => typeof value === 'object' && value !== null && (value as MockReply).__mockReply === true;

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

/** What `mockApi` sets up besides the fake backend. */
export interface MockApiOptions {
  /** The session status answered by default (`access` builds one); `null` answers none. */
  access?: SessionStatus['access'];
  session?: SessionStatus | null;
  /** The token stored for the client (`null`: none, as before sign-in). Default `test-token`. */
  token?: string | null;
  /**
   * Whether to configure the shared client with the fake's base URL and a recorder of session
   * ends (default). A test of an app that configures the client itself (the shell, with its own
   * session-ended handler) passes `false` and uses `MOCK_API_BASE` as its base URL.
   */
  configureClient?: boolean;
}

/**
 * Points the shared HTTP client at a fake backend for a component test: `on(method, path,
 * handler)` answers a route (`path` exact or a RegExp), every call is recorded in `calls`, the
 * session status answers with `access`, and a token is stored. Call `restore()` after the test.
 */
export function mockApi({ access, session, token = 'test-token', configureClient = true }: MockApiOptions = {}) {
  const routes: { method: string; path: string | RegExp; handler: MockHandler }[] = [];
  const calls: MockRequest[] = [];
  const sessionEnds: SessionEndReason[] = [];
  const originalFetch = globalThis.fetch;
  const status = session === undefined ? makeSession(access ?? {}) : session;

  if (configureClient) configureApi({ baseURL: MOCK_API_BASE, onSessionEnded: (reason) => sessionEnds.push(reason) });
  if (token !== null) window.localStorage.setItem('token', token);

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: MockRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(init),
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const route = routes.find((item) => item.method === request.method && (typeof item.path === 'string' ? item.path === request.path : item.path.test(request.path)));
    let answer: unknown;
    if (route) answer = await route.handler(request);
    else if (request.method === 'GET' && request.path === STATUS_PATH && status) answer = status;
    else answer = reply(404, { status: { error: 1, message: `No mock for ${request.method} ${request.path}` } });
    const { status: httpStatus, body } = isMockReply(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status: httpStatus, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fakeFetch as typeof fetch;

  return {
    /** Answers `method path` with `handler` (the newest route for a path wins). */
    on(method: string, path: string | RegExp, handler: MockHandler) {
      routes.unshift({ method: method.toUpperCase(), path, handler });
      return this;
    },
    calls,
    /** The recorded calls of one method and path. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method.toUpperCase() && call.path === path),
    /** Why the client reported the session as ended, in order. */
    sessionEnds,
    restore() {
      globalThis.fetch = originalFetch;
      if (token !== null) window.localStorage.removeItem('token');
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;

/** A handler answering each of `answers` in turn, then repeating the last one (a server that recovers, say). */
export function inTurn(...answers: unknown[]): MockHandler {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)];
}
