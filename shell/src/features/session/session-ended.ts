import { clearSession, notify, type SessionEndReason } from '@console/shared';

export const SESSION_ENDED_MESSAGE = 'Silahkan Login Kembali';
export const SESSION_ENDED_TITLES: Record<SessionEndReason, string> = {
  'missing-token': 'Token Tidak Tersedia',
  expired: 'Sesi Login Telah Habis',
};

export interface SessionEndedHandler {
  /** Reports the end of the session: toast, sign out here, go to /login. Only the first report counts. */
  handle(reason: SessionEndReason): void;
  /** A live session was seen (the guard's status check passed): the next end is reported again. */
  arm(): void;
  /** The session is being ended on purpose (logout): failures on the way are not "expired". */
  disarm(): void;
}

/**
 * What happens when the API client reports that the session is gone, from any screen of any
 * remote. Ten requests failing together give one toast and one navigation: after the first report
 * the handler stays quiet until the guard sees a live session again.
 */
export function createSessionEndedHandler(navigateToLogin: () => void): SessionEndedHandler {
  let armed = true;
  return {
    handle(reason) {
      if (!armed) return;
      armed = false;
      notify.error(SESSION_ENDED_MESSAGE, { title: SESSION_ENDED_TITLES[reason] });
      void clearSession();
      navigateToLogin();
    },
    arm() {
      armed = true;
    },
    disarm() {
      armed = false;
    },
  };
}

let navigateToLogin: () => void = () => undefined;

/** The console's one handler; `connectSessionEnded` gives it the router once that exists. */
export const sessionEnded = createSessionEndedHandler(() => navigateToLogin());

/** Lets the handler navigate through the router (client-side, no page reload). */
export function connectSessionEnded(navigate: () => void): void {
  navigateToLogin = navigate;
}
