import { api, type ReplyStatus } from '@console/shared';

export const ACCOUNT_PATH = '/account/login';

/** The signed-in user's own login; a password is sent only when one was typed. */
export interface AccountUpdate {
  usloUserName: string;
  usloPassword?: string;
}

/** `PUT /account/login` (spec 7): success when `status.error` is 0. */
export const updateAccount = (update: AccountUpdate) => api.put<{ status: ReplyStatus }>(ACCOUNT_PATH, update);
