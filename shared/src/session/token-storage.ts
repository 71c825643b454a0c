/** The session lives in local storage: the token under `token`, plus the `isAuthenticated` flag (spec 4). */
const TOKEN_KEY = 'token';
const AUTHENTICATED_KEY = 'isAuthenticated';

export function readToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(AUTHENTICATED_KEY, 'true');
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.setItem(AUTHENTICATED_KEY, 'false');
}
