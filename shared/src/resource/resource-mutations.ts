import { useSWRConfig } from 'swr';
import { ApiError, serverMessage, SessionExpiredError } from '../api/api-error';
import { api } from '../api/http-client';
import type { ReplyStatus } from '../api/contract';
import { notify } from '../toast/notify';
import { isListKeyOf } from './list-request';

/** Field messages the API sends with a 400 (`errors: [{ field, message }]`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = error instanceof ApiError ? error.body : undefined;
  const list = (body as { errors?: unknown } | undefined)?.errors;
  const errors: Record<string, string> = {};
  if (Array.isArray(list)) {
    for (const item of list as { field?: unknown; message?: unknown }[]) {
      if (typeof item.field === 'string' && typeof item.message === 'string' && !errors[item.field]) errors[item.field] = item.message;
    }
  }
  return errors;
}

/** A reply whose `status.error` is set is a failure even with HTTP 200. */
function ensureOk<T>(reply: T): T {
  const status = (reply as { status?: ReplyStatus } | null)?.status;
  if (status && status.error) throw new ApiError(status.message || 'Request failed', 200, reply);
  return reply;
}

/**
 * Shows a failure toast: the spec's text, with the server's message under it when there is one.
 * A session that ended is the shell's business (it already told the user), so nothing is shown.
 */
export function notifyFailure(text: string, error: unknown): void {
  if (error instanceof SessionExpiredError) return;
  const detail = error instanceof ApiError ? serverMessage(error.body) : undefined;
  if (detail && detail !== text) notify.error(detail, { title: text });
  else notify.error(text);
}

/** Create, update and delete of one resource; every success revalidates every list of its path. */
export function useResourceMutations(path: string) {
  const { mutate } = useSWRConfig();
  const revalidate = () => mutate(isListKeyOf(path));
  return {
    revalidate,
    create: async (body: Record<string, unknown>) => ensureOk(await api.post<unknown>(path, body)),
    update: async (id: unknown, body: Record<string, unknown>) => ensureOk(await api.put<unknown>(`${path}/${encodeURIComponent(String(id))}`, body)),
    remove: async (id: unknown) => ensureOk(await api.delete<unknown>(`${path}/${encodeURIComponent(String(id))}`)),
  };
}
