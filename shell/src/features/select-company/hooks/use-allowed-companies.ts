import { clearSession, notify, SESSION_KEY, SessionExpiredError, type CompanyOption, type SessionStatus } from '@console/shared';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { activeCompanyId } from '../../guard/active-company';
import { loadStatusWithRetry } from './load-status-with-retry';

export const COMPANY_LIST_FAILED = 'Failed to get allowed company list.';

/** The companies the user may choose (`company.available`); a malformed reply offers none. */
export function availableCompanies(status: SessionStatus | undefined): CompanyOption[] {
  const available = status?.company?.available;
  return Array.isArray(available) ? available.filter((company) => company && typeof company.compId === 'number') : [];
}

/**
 * The allowed companies and the active one (when switching), from the session status the route guard has just fetched; when none is
 * cached it is fetched here with the retry rule, and a final failure sends the user back to login.
 */
export function useAllowedCompanies() {
  const navigate = useNavigate();
  const { data, isLoading } = useSWR<SessionStatus, Error>(SESSION_KEY, loadStatusWithRetry, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      notify.error(COMPANY_LIST_FAILED);
      void clearSession().then(() => navigate('/login', { replace: true }));
    },
  });
  return { companies: availableCompanies(data), activeCompanyId: activeCompanyId(data), isLoading, status: data };
}
