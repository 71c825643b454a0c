import { clearSession, errorMessage, logout, notify, SessionExpiredError } from '@console/shared';
import { useNavigate } from 'react-router';
import { sessionEnded } from '../../session/session-ended';

export const LOGOUT_FAILED_TITLE = 'Gagal keluar aplikasi!';
export const LOGOUT_TOAST_MS = 2000;

/**
 * Signs out: tells the server, then always ends the session here (token removed,
 * `isAuthenticated` false, every cached reply dropped) and goes to /login. A failed logout call is
 * shown, but the user is signed out locally all the same. A token the server no longer knows
 * (401) is already signed out, so that is not shown as a failure.
 */
export function useLogout() {
  const navigate = useNavigate();

  return async function signOut(): Promise<void> {
    // Ending the session on purpose: requests failing meanwhile must not say it "expired".
    sessionEnded.disarm();
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) {
        notify.error(errorMessage(error), { title: LOGOUT_FAILED_TITLE, autoClose: LOGOUT_TOAST_MS });
      }
    }
    await clearSession();
    await navigate('/login', { replace: true });
  };
}
