import type { SessionStatus } from '@console/shared';

/**
 * Whether the session has an active company (spec 3: `active` is a company object or an index
 * into `available`). Without one every company-scoped call is refused, so the dashboard waits for
 * the user to choose.
 */
export function hasActiveCompany(status: Pick<SessionStatus, 'company'> | null | undefined): boolean {
  const active = status?.company?.active;
  if (typeof active === 'number') return Array.isArray(status?.company?.available) && status.company.available[active] !== undefined;
  return Boolean(active && typeof active === 'object' && typeof active.compId === 'number');
}

/** The active company's id, or null when none is active. */
export function activeCompanyId(status: Pick<SessionStatus, 'company'> | null | undefined): number | null {
  if (!hasActiveCompany(status)) return null;
  const active = status!.company.active;
  return typeof active === 'number' ? status!.company.available[active]!.compId : (active as { compId: number }).compId;
}
