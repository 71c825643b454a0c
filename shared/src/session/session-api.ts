import { ApiError, serverMessage } from '../api/api-error';
import { api } from '../api/http-client';
import type { ReplyStatus } from '../api/contract';
import type { LoginReply, SessionStatus } from './session-contract';

export const STATUS_PATH = '/security/authentication/status';

/** SWR key of the session status (`useSession()`); mutate it after login, company change or logout. */
export const SESSION_KEY = STATUS_PATH;

/**
 * The signed-in user's status (access map, user, companies). A reply whose `status.error` is set
 * is a failure too: it rejects with an ApiError carrying the server's message.
 */
export async function fetchSessionStatus(): Promise<SessionStatus> {
  const reply = await api.get<SessionStatus>(STATUS_PATH);
  if (reply?.status?.error) throw new ApiError(serverMessage(reply) ?? 'Gagal Mendapatkan User Status.', 200, reply);
  return reply;
}

/** Signs in with multipart form fields `username` and `password`; no token is sent. */
export function login(username: string, password: string): Promise<LoginReply> {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  return api.post<LoginReply>('/security/authentication/login', form, { auth: false });
}

export const logout = () => api.post<{ status: ReplyStatus }>('/security/authentication/logout');

/** Chooses the active company; success when the reply's `response` is true. */
export async function setCompany(companyId: number): Promise<boolean> {
  const reply = await api.post<{ response?: boolean }>(`/security/Authentication/SetCompany/${companyId}`);
  return reply.response === true;
}
