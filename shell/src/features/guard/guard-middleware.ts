import { hasPermission, notify } from '@console/shared';
import { redirect, replace, type MiddlewareFunction } from 'react-router';
import { sessionCheckContext } from './session-check';

export const HOME_PATH = '/dashboard/home';
export const LOGIN_PATH = '/login';
export const NO_ACCESS_ALERT = 'You do not have access to this page.';
export const STATUS_FAILED_MESSAGE = 'Gagal Mendapatkan User Status.';

/** `/login`: a signed-in user is sent on to the dashboard's home. */
export const redirectSignedIn: MiddlewareFunction = ({ context }) => {
  if (context.get(sessionCheckContext).state === 'signed-in') throw redirect(HOME_PATH);
};

export interface RequireSessionOptions {
  /** Said when there is no token at all (the company selection has its own message). */
  onNoToken?: () => void;
}

/** A route that needs a signed-in user; anyone else goes to `/login`. */
export function requireSession({ onNoToken }: RequireSessionOptions = {}): MiddlewareFunction {
  return ({ context }) => {
    const check = context.get(sessionCheckContext);
    if (check.state === 'signed-in') return;
    if (check.state === 'no-token') onNoToken?.();
    if (check.state === 'failed') notify.error(STATUS_FAILED_MESSAGE);
    throw redirect(LOGIN_PATH);
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
