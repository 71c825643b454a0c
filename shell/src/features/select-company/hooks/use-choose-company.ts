import { notify, readToken, SessionExpiredError, setCompany, type SelectCompanyValues } from '@console/shared';
import { useLocation, useNavigate } from 'react-router';
import { afterCompanyChosen } from '../../guard/guard-middleware';
import { NO_TOKEN_MESSAGE, SET_COMPANY_FAILED, SET_COMPANY_SUCCESS } from '../select-company-messages';

/**
 * Makes the chosen company the active one and opens the dashboard (spec 2.4 and 8): home, or the
 * page the user asked for before the guard sent them here (`?next=`).
 */
export function useChooseCompany() {
  const navigate = useNavigate();
  const { search } = useLocation();

  return async function choose({ companyId }: SelectCompanyValues): Promise<void> {
    if (!readToken()) {
      notify.error(NO_TOKEN_MESSAGE);
      await navigate('/login', { replace: true });
      return;
    }
    try {
      if (!(await setCompany(Number(companyId)))) {
        notify.error(SET_COMPANY_FAILED);
        return;
      }
    } catch (error) {
      // An ended session has been reported already; the user is on the way to /login.
      if (!(error instanceof SessionExpiredError)) notify.error(SET_COMPANY_FAILED);
      return;
    }
    notify.success(SET_COMPANY_SUCCESS);
    await navigate(afterCompanyChosen(search));
  };
}
