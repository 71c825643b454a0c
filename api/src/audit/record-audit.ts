import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit-trail';

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
