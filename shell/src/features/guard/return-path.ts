/**
 * Deep links survive sign-in and company selection: the guard sends a user who may not yet see a
 * dashboard page to `/login?next=...` or `/selectcompany?next=...`, and after signing in and
 * choosing a company they arrive where they asked to go.
 */
export const RETURN_PARAM = 'next';
export const HOME_PATH = '/dashboard/home';
export const LOGIN_PATH = '/login';
export const SELECT_COMPANY_PATH = '/selectcompany';

/**
 * The dashboard page a `next` value names, or null: only paths inside `/dashboard/` (never
 * another origin, never `//host`), and not home, which is where everyone lands anyway.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/dashboard/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://console.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://console.invalid' || !url.pathname.startsWith('/dashboard/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname.replace(/\/+$/, '') === HOME_PATH ? null : path;
}

/** `base` with `?next=` naming the page of `location`, when that page is worth returning to. */
export function withReturnPath(base: string, location: { pathname: string; search?: string; hash?: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return next ? `${base}?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}` : base;
}

/** The `next` page carried by a URL's search string, if valid. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
