import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit-trail';
import type { Refusal } from './refusal-log';

/** An action as a route describes it; who, when and from where are added from the request. */
export type AuditAction = Pick<AuditEntry, 'action' | 'target' | 'details' | 'outcome'> & {
  /** For a caller not signed in yet (a sign-in): who they said or turned out to be. */
  user?: { userId: string | null; username: string | null };
};

/**
 * Appends one audit row for this request: the signed-in user (or `action.user`), the client's
 * address (the proxy's forwarded one only where `API_TRUST_PROXY` trusts it), the active company.
 * Inside a transaction the row commits or rolls back with the change.
 */
export function recordAudit(app: FastifyInstance, request: FastifyRequest, action: AuditAction): number {
  const auth = request.auth;
  const { user, ...rest } = action;
  request.audited = true;
  return app.repositories.audit.append(
    {
      userId: user ? user.userId : (auth?.userId ?? null),
      username: user ? user.username : (auth?.username ?? null),
      clientAddress: request.ip,
      companyId: auth?.companyId ?? null,
      ...rest,
    },
    app.now(),
  );
}

/** A refusal as a route describes it; who, from where and in which company come from the request. */
export type RefusalAction = Pick<Refusal, 'action' | 'target' | 'reason' | 'details' | 'source'> & {
  /** For a caller not signed in (a sign-in): who they said they were. */
  user?: { userId: string | null; username: string | null };
};

/**
 * Records a refusal of this request (outcome `denied`, decision 120): written at once when it is
 * the first of its kind from its source within the refusal window, otherwise counted into the row
 * that window writes when it closes. Call it outside any transaction that may still roll back.
 */
export function recordRefusal(app: FastifyInstance, request: FastifyRequest, refusal: RefusalAction): void {
  const auth = request.auth;
  const { user, ...rest } = refusal;
  request.audited = true;
  app.refusals.record({
    userId: user ? user.userId : (auth?.userId ?? null),
    username: user ? user.username : (auth?.username ?? null),
    clientAddress: request.ip,
    companyId: auth?.companyId ?? null,
    ...rest,
  });
}
