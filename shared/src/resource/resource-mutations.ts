import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, serverMessage, SessionExpiredError } from '../api/api-error';
import { api } from '../api/http-client';
import { notify } from '../toast/notify';
import { isListKeyOf } from './list-request';
import { type DataProviderConfig, ensureOk, ResourceStepError, resourceDataProvider, stepReason } from './resource-data-provider';

/** Field messages the API sends with a 400 (`errors: [{ field, message }]`), also of a failed step. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const reason = stepReason(error);
  const body = reason instanceof ApiError ? reason.body : undefined;
  const list = (body as { errors?: unknown } | undefined)?.errors;
  const errors: Record<string, string> = {};
  if (Array.isArray(list)) {
    for (const item of list as { field?: unknown; message?: unknown }[]) {
      if (typeof item.field === 'string' && typeof item.message === 'string' && !errors[item.field]) errors[item.field] = item.message;
    }
  }
  return errors;
}

/**
 * Shows a failure toast: the spec's text (a failed step's own text when it has one), with the
 * server's message under it when there is one. A session that ended is the shell's business (it
 * already told the user), so nothing is shown.
 */
export function notifyFailure(text: string, error: unknown): void {
  const title = error instanceof ResourceStepError && error.failed ? error.failed : text;
  const reason = stepReason(error);
  if (reason instanceof SessionExpiredError) return;
  const detail = reason instanceof ApiError ? serverMessage(reason.body) : undefined;
  if (detail && detail !== title) notify.error(detail, { title });
  else notify.error(title);
}

/** Create, update and delete of one REST path; every success revalidates every list of its path. */
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

/**
 * A resource's data provider (`getOne`, `create`, `update`, `remove` from its `data` steps, REST on
 * `path` by default) plus `revalidate`, which reloads every list and count of its path.
 */
export function useResourceData(config: DataProviderConfig) {
  const { mutate } = useSWRConfig();
  const { path, primaryKey, data, toasts } = config;
  const provider = useMemo(() => resourceDataProvider({ path, primaryKey, data, toasts }), [path, primaryKey, data, toasts]);
  return { ...provider, revalidate: () => mutate(isListKeyOf(path)) };
}
