/** A user as `GET /master/user` sends it (spec 3), with its login's username once loaded for edit. */
export interface User extends Record<string, unknown> {
  userId: string;
  /** 1 = Aktif, 0 = Tidak Aktif. */
  userStatus: number;
  userCreatedTime?: string | null;
  userCreatedUserId?: string | null;
  userUpdatedTime?: string | null;
  userUpdatedUserId?: string | null;
  /** From `GET /master/User_Login/{userId}` (edit only); the password is never returned. */
  usloUserName?: string;
  /** Typed in the form and sent to `User_Login` only; the API never returns it. */
  usloPassword?: string;
}

export const USER_PATH = '/master/user';
export const USER_LOGIN_PATH = '/master/User_Login';

/** The status choices of the API's metadata (spec 3: 1 Aktif, 0 Tidak Aktif). */
export const USER_STATUS_OPTIONS = [
  { value: 1, label: 'Aktif' },
  { value: 0, label: 'Tidak Aktif' },
] as const;
