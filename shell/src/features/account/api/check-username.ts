import { api, isValidUsername, type ReplyStatus } from '@console/shared';
import useSWR from 'swr';
import { useDebounce } from 'use-debounce';

export const USERNAME_CHECK_PATH = '/account/login/check';
/** Spec 5 and 9: the account username is checked 150 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 150;

export interface UsernameCheckReply {
  available: boolean;
  /** Shown under the field, e.g. `Username has already been used`. */
  message?: string;
  status?: ReplyStatus;
}

/** Whether the signed-in user may take this username (`GET /account/login/check`). */
export const checkUsername = (username: string) => api.get<UsernameCheckReply>(USERNAME_CHECK_PATH, { usloUserName: username });

/** SWR key of one check; null (no request) when there is nothing to check. */
export const usernameCheckKey = (username: string | null) => (username ? ([USERNAME_CHECK_PATH, username] as const) : null);

/**
 * The availability of a new username: asked 150 ms after the value stops changing, only when it
 * differs from the current username and is well formed (spec 5); one request per value (SWR
 * caches the answers). `pending` is true until the answer for the value typed now is known.
 */
export function useUsernameCheck(candidate: string, currentUsername: string) {
  const [settled] = useDebounce(candidate, USERNAME_CHECK_DELAY_MS);
  const worthChecking = (value: string) => value !== currentUsername && isValidUsername(value);
  const asked = settled === candidate && worthChecking(settled) ? settled : null;
  const { data, error } = useSWR(usernameCheckKey(asked), ([, username]) => checkUsername(username), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  // A failed check blocks nothing: the server checks the username again on save.
  const answer = asked && data ? { available: data.available, message: data.message ?? '' } : null;
  const pending = worthChecking(candidate) && !answer && !(asked && error);
  return { pending, answer };
}
