/** A fake backend for component tests: fetch answers from a table of `METHOD /path` handlers. */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const API_BASE = 'http://api.test';

const reply = ({ status = 200, body }: FakeReply) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body;
}

/**
 * Replaces fetch. `routes` maps `GET /security/authentication/status` style keys to handlers; an
 * unknown route answers 404. `calls` lists every request, for assertions.
 */
export function installFakeApi(routes: Record<string, FakeHandler> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers as Record<string, string> | undefined),
      body: bodyOf(init),
    };
    calls.push(request);
    const handler = table.get(`${request.method} ${request.path}`);
    if (!handler) return reply({ status: 404, body: { status: { error: 1, message: `No fake for ${request.method} ${request.path}` } } });
    return reply(await handler(request));
  });
  return {
    calls,
    /** Replaces (or adds) one route's handler. */
    on(route: string, handler: FakeHandler) {
      table.set(route, handler);
    },
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    restore: () => spy.mockRestore(),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/** Answers with each reply in turn, then keeps repeating the last one. */
export function inTurn(...replies: FakeReply[]): FakeHandler {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)]!;
}
