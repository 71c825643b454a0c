import { clearSession, forgetSessionStatus, hasPermission, notify } from '@console/shared';
import { redirect, replace, type MiddlewareFunction } from 'react-router';
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_TITLES, sessionEnded } from '../session/session-ended';
import { hasActiveCompany } from './active-company';
import { HOME_PATH, LOGIN_PATH, returnPathOf, SELECT_COMPANY_PATH, withReturnPath } from './return-path';
import { sessionCheckContext } from './session-check';

export { HOME_PATH, LOGIN_PATH, SELECT_COMPANY_PATH } from './return-path';
export const NO_ACCESS_ALERT = 'You do not have access to this page.';
export const STATUS_FAILED_MESSAGE = 'Gagal Mendapatkan User Status.';

/** `/login`: a signed-in user is sent on to the dashboard (the page `next` names, else home). */
export const redirectSignedIn: MiddlewareFunction = ({ context, request }) => {
  if (context.get(sessionCheckContext).state === 'signed-in') throw redirect(returnPathOf(new URL(request.url).search) ?? HOME_PATH);
};

/** Spec 4: no token on a protected screen says `Silahkan Login Kembali`, titled `Token Tidak Tersedia`. */
export function announceMissingToken(): void {
  notify.error(SESSION_ENDED_MESSAGE, { title: SESSION_ENDED_TITLES['missing-token'] });
}

export interface RequireSessionOptions {
  /** Said when there is no token at all (default: the missing-token toast of spec 4). */
  onNoToken?: () => void;
  /**
   * The company selection itself: no active company needed, and a failing status check is left
   * to the page, which asks again with the retry rule of spec 8.
   */
  companySelection?: boolean;
}

/**
 * A route that needs a signed-in user with an active company. Without a session the user goes to
 * `/login`, without an active company to `/selectcompany`; both remember the page asked for.
 */
export function requireSession({ onNoToken = announceMissingToken, companySelection = false }: RequireSessionOptions = {}): MiddlewareFunction {
  return async ({ context, request }) => {
    const check = context.get(sessionCheckContext);
    const target = new URL(request.url);
    if (check.state === 'signed-in') {
      if (companySelection || hasActiveCompany(check.status)) return;
      throw redirect(withReturnPath(SELECT_COMPANY_PATH, target));
    }
    if (check.state === 'failed' && companySelection) {
      // Forget any cached status, so the page fetches the allowed companies afresh, with retries.
      await forgetSessionStatus();
      return;
    }
    if (check.state === 'no-token') {
      onNoToken();
      // Requests of the page being left may still report the missing token: one message is enough.
      sessionEnded.disarm();
      await clearSession();
    }
    if (check.state === 'failed') notify.error(STATUS_FAILED_MESSAGE);
    throw redirect(withReturnPath(LOGIN_PATH, target));
  };
}

/**
 * Where a refused navigation leaves the user: the page they are on (so the navigation is, in
 * effect, cancelled), or home when there is none (a first page load) or when that page is the
 * refused one.
 */
export type StayTarget = (refused: URL) => string;

/**
 * A route that needs a permission: without it the user sees the alert and stays where they were.
 * Put it after `requireSession()`; it only judges signed-in users.
 */
export function requirePermission(permission: string, stayTarget: StayTarget): MiddlewareFunction {
  return ({ context, request }) => {
    const check = context.get(sessionCheckContext);
    if (check.state !== 'signed-in' || hasPermission(check.status.access, permission)) return;
    window.alert(NO_ACCESS_ALERT);
    // A replace: the refused page never enters the history, and the page the user is on keeps its entry.
    throw replace(stayTarget(new URL(request.url)));
  };
}

/** Where to go after the company is chosen: the page the user first asked for, else home. */
export const afterCompanyChosen = (search: string) => returnPathOf(search) ?? HOME_PATH;
