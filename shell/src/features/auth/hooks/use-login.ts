import {
  ApiError,
  clearSession,
  hasAnyAccess,
  login,
  notify,
  refreshSession,
  serverMessage,
  storeToken,
  type LoginValues,
} from '@console/shared';
import { useLocation, useNavigate } from 'react-router';
import { prefetchSignedInCode, prefetchSignedInPages } from '../../../app/signed-in-pages';
import { returnPathOf, SELECT_COMPANY_PATH } from '../../guard/return-path';
import { rememberSignedIn } from '../../guard/session-check';

export const LOGIN_FAILED = 'Login gagal. Silahkan periksa lagi inputan anda.';
export const LOGIN_NO_ACCESS = 'Login gagal. Anda tidak memiliki akses.';

/**
 * The login failure toast; when the server is throttling sign-ins (429) or too busy to check the
 * password now (503), its reason (with when to try again) is added.
 */
function loginFailed(error?: unknown) {
  const reason = error instanceof ApiError && (error.httpStatus === 429 || error.httpStatus === 503) ? serverMessage(error.body) : undefined;
  notify.error(LOGIN_FAILED, reason ? { detail: reason } : undefined);
}

/**
 * Signs in (spec 4): the token is stored, the status fetched; a status without any access is a
 * failed login (the token is removed again); otherwise the user goes on to choose a company.
 */
export function useLogin() {
  const navigate = useNavigate();
  const { search } = useLocation();

  return async function signIn({ username, password }: LoginValues): Promise<void> {
    let token: string | null;
    // The pages after sign-in download while the password is checked.
    prefetchSignedInCode();
    try {
      token = (await login(username.trim(), password)).token;
    } catch (error) {
      loginFailed(error);
      return;
    }
    if (!token) {
      loginFailed();
      return;
    }
    storeToken(token);
    // The release registry (and any page code not there yet) arrives while the status call runs.
    prefetchSignedInPages();
    try {
      const status = await refreshSession();
      if (!hasAnyAccess(status)) {
        await clearSession();
        notify.error(LOGIN_NO_ACCESS);
        return;
      }
      // The company selection's guard uses this status instead of asking again.
      rememberSignedIn(status);
    } catch {
      await clearSession();
      loginFailed();
      return;
    }
    // A deep link the user opened before signing in is kept for after the company choice.
    const next = returnPathOf(search);
    await navigate(next ? `${SELECT_COMPANY_PATH}?${new URLSearchParams({ next }).toString()}` : SELECT_COMPANY_PATH);
  };
}
