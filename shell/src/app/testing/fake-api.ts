import { inTurn as inTurnOf, MOCK_API_BASE, mockApi, reply, type MockRequest } from '@console/shared/testing';

/**
 * The shell's tests' words for the shared fake backend (`mockApi` of `@console/shared/testing`):
 * routes keyed `METHOD /path`, answers `{ status?, body }`, form bodies read as objects. The fetch
 * it replaces, the recording and the replies are the shared ones; the shell configures the client
 * itself (its own session-ended handler, `resetConsoleState`), so the fake leaves it alone and
 * stores no token.
 */
export type FakeRequest = MockRequest;

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const API_BASE = MOCK_API_BASE;

const withFormAsObject = (request: MockRequest): FakeRequest =>
  request.body instanceof FormData ? { ...request, body: Object.fromEntries(request.body.entries()) } : request;

/** Replaces fetch until `restore()`; an unknown route answers 404. `calls` lists every request. */
export function installFakeApi(routes: Record<string, FakeHandler> = {}) {
  const api = mockApi({ session: null, token: null, configureClient: false });
  const on = (route: string, handler: FakeHandler) => {
    const [method = 'GET', path = '/'] = route.split(' ');
    api.on(method, path, async (request) => {
      const { status = 200, body } = await handler(withFormAsObject(request));
      return reply(status, body);
    });
  };
  for (const [route, handler] of Object.entries(routes)) on(route, handler);
  return {
    get calls(): FakeRequest[] {
      return api.calls.map(withFormAsObject);
    },
    /** Replaces (or adds) one route's handler. */
    on,
    callsTo: (route: string) => {
      const [method = 'GET', path = '/'] = route.split(' ');
      return api.callsTo(method, path).map(withFormAsObject);
    },
    restore: () => api.restore(),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/** Answers with each reply in turn, then keeps repeating the last one. */
export function inTurn(...replies: FakeReply[]): FakeHandler {
  const next = inTurnOf(...replies);
  return (request) => next(request) as FakeReply;
}
