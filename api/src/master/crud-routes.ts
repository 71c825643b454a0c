import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, recordRefusal } from '../audit/record-audit';
import { badRequest, HttpError, throwIfInvalid } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { found, parseIntegerId, parseTextId } from '../http/record-id';
import { listReply, okStatus, recordReply } from '../http/replies';
import type { Operation } from '../validation/rules';
import { auditFieldNames } from './entity-definition';
import { readBody, type Values } from '../validation/read-body';
import type { Change, MasterResource } from './master-resource';
import type { Id, WriteContext } from './master-table';

export interface CrudRoutesOptions {
  /** Exactly as spec 7 spells it, e.g. `/master/Company_Group`. */
  path: string;
  /** Permission group: GET needs `.read`, POST `.create`, PUT `.update`, DELETE `.delete`. */
  permission: string;
  resource: MasterResource;
  /** `/master/client` is read-only. */
  readOnly?: boolean;
}

type IdParams = { Params: { id: string } };

/** The five master-data calls of one resource: list, get, create, update, delete. */
export function registerCrudRoutes(app: FastifyInstance, { path, permission, resource, readOnly = false }: CrudRoutesOptions): void {
  const { table, label } = resource;
  const { primaryKey } = table.def;
  const keyColumn = table.def.columns.find((column) => column.name === primaryKey);
  const textKey = keyColumn?.kind === 'text';
  const parseId = (request: FastifyRequest<IdParams>): Id => (textKey ? parseTextId(request.params.id) : parseIntegerId(request.params.id));
  // Audit and derived fields may come back from a row the console read: accepted, never stored.
  const ignored = [...auditFieldNames(table.def), ...(resource.readOnlyFields ?? [])];
  // A generated key is ignored on create; a given key (a user id) is a field; on update it is the path's.
  const ignoredOnCreate = keyColumn?.autoIncrement ? [primaryKey, ...ignored] : ignored;
  const updateSchema = Object.fromEntries(Object.entries(resource.schema).filter(([field]) => field !== primaryKey));
  const access = (operation: Operation) => ({ access: { kind: 'permission' as const, group: permission, operation } });
  const { privileges } = app.repositories;
  const authorize = (operation: Change['operation'], id: Id | null, values: Values, request: FastifyRequest) =>
    resource.authorize?.({ operation, id, values, actor: context(request).actor });
  const context = (request: FastifyRequest): WriteContext => ({
    actor: request.auth?.userId ?? 'system',
    now: app.now().toISOString(),
    sessionId: request.auth?.sessionId ?? null,
  });

  /** `master.company.update`: the trail's name of a change to this resource (decision 105). */
  const actionOf = (operation: Change['operation']) => `master.${path.split('/').pop()?.toLowerCase().replace(/_/g, '-')}.${operation}`;
  const audit = (request: FastifyRequest, operation: Change['operation'], id: Id | null, details: Record<string, unknown>) =>
    recordAudit(app, request, { action: actionOf(operation), target: id === null ? null : String(id), details, outcome: 'success' });
  /**
   * A change refused by a rule (403, 409) is recorded too, after its transaction rolled back;
   * repeats of one refusal within a minute are counted into one row (decision 120).
   */
  const auditingRefusals = async <T>(request: FastifyRequest, operation: Change['operation'], id: Id | null, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 409)) {
        recordRefusal(app, request, {
          action: actionOf(operation),
          target: id === null ? null : String(id),
          reason: error.message,
          details: operation === 'delete' ? {} : { requested: request.body },
        });
      }
      throw error;
    }
  };

  app.get(path, { config: access('read') }, async (request) => {
    const query = parseListQuery(request.query as Record<string, unknown>, table.spec, app.config.siteUtcOffsetHours);
    const { rows, total } = table.list(query);
    return listReply(rows, total, query, table.fields, `${label} data retrieved.`);
  });

  app.get<IdParams>(`${path}/:id`, { config: access('read') }, async (request) => {
    return recordReply(found(table.find(parseId(request)), label), `${label} data retrieved.`);
  });

  if (readOnly) return;

  app.post(path, { config: access('create') }, async (request, reply) => auditingRefusals(request, 'create', null, async () => {
    let values = readBody(request.body, resource.schema, { mode: 'create', ignored: ignoredOnCreate });
    throwIfInvalid(resource.check?.(values, null) ?? []);
    authorize('create', null, values, request);
    if (resource.prepare) values = await resource.prepare(values);
    const id = app.db.transaction(() => {
      // Checked again where no other request interleaves: a duplicate created while this one was
      // hashing its password answers the rule's message, not a constraint error.
      throwIfInvalid(resource.check?.(values, null) ?? []);
      authorize('create', null, values, request);
      const created = table.insert(values, context(request));
      audit(request, 'create', created, { after: values });
      return created;
    })();
    reply.code(201);
    return recordReply(table.find(id), `${label} created.`);
  }));

  app.put<IdParams>(`${path}/:id`, { config: access('update') }, async (request) => auditingRefusals(request, 'update', request.params.id, async () => {
    const id = parseId(request);
    found(table.find(id), label);
    const given = (request.body as Record<string, unknown> | null | undefined)?.[primaryKey];
    if (given !== undefined && given !== null && String(given).toLowerCase() !== String(id).toLowerCase()) {
      throw badRequest(`${primaryKey} cannot be changed.`);
    }
    const options = { mode: 'update' as const, ignored: [primaryKey, ...ignored], requiredOnUpdate: resource.requiredOnUpdate };
    let values = readBody(request.body, updateSchema, options);
    throwIfInvalid(resource.check?.(values, id) ?? []);
    authorize('update', id, values, request);
    if (resource.prepare) values = await resource.prepare(values);
    app.db.transaction(() =>
      privileges.keepingASuperadmin(() => {
        throwIfInvalid(resource.check?.(values, id) ?? []);
        authorize('update', id, values, request);
        const writeContext = context(request);
        const before = table.find(id) ?? {};
        resource.beforeUpdate?.(id, values, writeContext);
        table.update(id, values, writeContext);
        resource.afterUpdate?.(id, values, writeContext);
        audit(request, 'update', id, { changes: changedFields(before, values) });
      }),
    )();
    return recordReply(table.find(id), `${label} updated.`);
  }));

  app.delete<IdParams>(`${path}/:id`, { config: access('delete') }, async (request) => auditingRefusals(request, 'delete', request.params.id, async () => {
    const id = parseId(request);
    const gone = table.find(id) ? null : resource.goneWithOwner?.(id);
    if (gone) return { status: okStatus(gone) };
    found(table.find(id), label);
    app.db.transaction(() =>
      privileges.keepingASuperadmin(() => {
        authorize('delete', id, {}, request);
        const before = table.find(id);
        resource.beforeDelete?.(id, context(request));
        table.delete(id);
        audit(request, 'delete', id, { before });
      }),
    )();
    return { status: okStatus(`${label} deleted.`) };
  }));
}

/** The fields an update changed, each with its value before and after (secrets are hidden by the trail). */
function changedFields(before: Record<string, unknown>, values: Values): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, after] of Object.entries(values)) {
    const was = before[field] ?? null;
    if (was !== after) changes[field] = { before: was, after };
  }
  return changes;
}
