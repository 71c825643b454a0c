import { ApiError } from '../api/api-error';
import type { ReplyStatus } from '../api/contract';
import { api } from '../api/http-client';
import type { ResourceConfig, ResourceRow, ResourceStep } from './resource-config';

type Body = Record<string, unknown>;

/** A failed call of a write step: the step's own toast text (if any) and what went wrong. */
export class ResourceStepError extends Error {
  constructor(
    /** The step's `failed` text (spec 8), or undefined for the resource's own failure text. */
    readonly failed: string | undefined,
    /** The underlying error (usually an `ApiError` with the server's reply). */
    readonly reason: unknown,
  ) {
    super(failed ?? (reason instanceof Error ? reason.message : 'Request failed'));
    this.name = 'ResourceStepError';
  }
}

/** The underlying error of a step failure (or the error itself). */
export const stepReason = (error: unknown): unknown => (error instanceof ResourceStepError ? error.reason : error);

/** A reply whose `status.error` is set is a failure even with HTTP 200. */
export function ensureOk<T>(reply: T): T {
  const status = (reply as { status?: ReplyStatus } | null)?.status;
  if (status && status.error) throw new ApiError(status.message || 'Request failed', 200, reply);
  return reply;
}

const recordPath = (path: string, id: unknown) => `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
const isMissing = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;
const dataOf = (reply: unknown): Body | undefined => {
  const data = (reply as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Body) : undefined;
};

/** Runs one step's call; a failure becomes a `ResourceStepError` (a 404 is none with `missingOk`). */
async function runStep(step: ResourceStep, call: () => Promise<unknown>): Promise<unknown> {
  try {
    return ensureOk(await call());
  } catch (error) {
    if (step.missingOk && isMissing(error)) return undefined;
    throw new ResourceStepError(step.failed, error);
  }
}

/** What the data provider needs of a resource. */
export type DataProviderConfig = Pick<ResourceConfig<ResourceRow>, 'path' | 'data' | 'toasts'> & { primaryKey: string };

/**
 * Reading one record and the writes of a resource, from its `data` steps (default: one REST call on
 * `path`). Calls run in order and stop at the first failure, which throws a `ResourceStepError`
 * carrying that step's toast text; a failed later create step first deletes what the earlier
 * ones created (best effort), so nothing half-made stays behind.
 */
export function resourceDataProvider(config: DataProviderConfig) {
  const rest: readonly ResourceStep[] = [{ path: config.path }];
  const stepsOf = (kind: 'create' | 'update' | 'remove') => config.data?.[kind] ?? rest;
  const requireId = (id: unknown) => {
    if (id === undefined || id === null || id === '') throw new ResourceStepError(config.toasts.missingId, new Error('The record has no key.'));
    return id;
  };
  const bodyOf = (step: ResourceStep, payload: Body) => (step.body ? step.body(payload) : payload);

  return {
    /** The record for the edit form: the list row merged with each `getOne` step's `data`. */
    async getOne<Row extends ResourceRow>(row: Row): Promise<Row> {
      const steps = config.data?.getOne;
      if (!steps?.length) return row;
      const id = requireId(row[config.primaryKey]);
      let record: Body = { ...row };
      for (const step of steps) record = { ...record, ...dataOf(await runStep(step, () => api.get<unknown>(recordPath(step.path, id)))) };
      return record as Row;
    },
    async create(payload: Body): Promise<void> {
      const done: { step: ResourceStep; id: unknown }[] = [];
      for (const step of stepsOf('create')) {
        const body = bodyOf(step, payload);
        try {
          const reply = await runStep(step, () => api.post<unknown>(step.path, body));
          done.push({ step, id: dataOf(reply)?.[config.primaryKey] ?? body[config.primaryKey] });
        } catch (error) {
          for (const undo of done.reverse()) {
            // Undo what the earlier calls made; if that fails too, the step's failure is still what the user sees.
            await api.delete<unknown>(recordPath(undo.step.path, undo.id)).catch(() => undefined);
          }
          throw error;
        }
      }
    },
    async update(id: unknown, payload: Body): Promise<void> {
      const key = requireId(id);
      for (const step of stepsOf('update')) await runStep(step, () => api.put<unknown>(recordPath(step.path, key), bodyOf(step, payload)));
    },
    async remove(id: unknown): Promise<void> {
      const key = requireId(id);
      for (const step of stepsOf('remove')) await runStep(step, () => api.delete<unknown>(recordPath(step.path, key)));
    },
  };
}

export type ResourceDataProvider = ReturnType<typeof resourceDataProvider>;
