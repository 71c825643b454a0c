import { ApiError, isOk, notify, serverMessage, SessionExpiredError, type ManageAccountValues } from '@console/shared';
import { useLogout } from '../../auth/hooks/use-logout';
import { updateAccount, type AccountUpdate } from '../api/update-account';

export const ACCOUNT_UPDATED = 'Successfully updated user account data.';
export const PLEASE_RELOGIN = 'Please relogin.';
export const ACCOUNT_UPDATE_FAILED = 'Failed to update user account data.';
export const ACCOUNT_UPDATE_ERROR = 'Error while updating user account data';

/**
 * Saves the account (spec 2.11 and 8). On success the user is asked to sign in again and signed
 * out; on failure the form keeps what was typed.
 */
export function useSaveAccount() {
  const signOut = useLogout();

  return async function save({ username, password }: ManageAccountValues): Promise<void> {
    // An empty password means "keep the current one": it is left out of the update.
    const update: AccountUpdate = password ? { usloUserName: username, usloPassword: password } : { usloUserName: username };
    try {
      const reply = await updateAccount(update);
      if (!isOk(reply.status)) {
        notify.error(ACCOUNT_UPDATE_FAILED, { detail: serverMessage(reply) });
        return;
      }
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      // The server answered with a reason: a failed update. No answer at all: an error on the way.
      const reason = error instanceof ApiError && error.httpStatus > 0 ? serverMessage(error.body) : undefined;
      if (reason) notify.error(ACCOUNT_UPDATE_FAILED, { detail: reason });
      else notify.error(ACCOUNT_UPDATE_ERROR);
      return;
    }
    notify.success(ACCOUNT_UPDATED);
    notify.info(PLEASE_RELOGIN);
    await signOut();
  };
}
