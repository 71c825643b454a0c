import type { SessionStatus } from './session-contract';

/**
 * The name of the active company: `active` is either a company object or an index into
 * `available`; when neither matches, `Unknown Company` (spec 3).
 */
export function activeCompanyName(company: SessionStatus['company'] | null | undefined): string {
  const active = company?.active;
  if (typeof active === 'number') return company?.available[active]?.compName ?? 'Unknown Company';
  if (active && typeof active === 'object' && typeof active.compName === 'string') return active.compName;
  return 'Unknown Company';
}
