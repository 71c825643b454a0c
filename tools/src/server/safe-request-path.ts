/**
 * Whether a request's raw target is safe to route: no dot segment (`.`, `..`, encoded or not, in
 * any case), no backslash (raw or `%5C`), no encoded slash, no NUL, and well-formed percent
 * encoding. The allowed-path rules of the server are written for plain paths; a dot segment would be
 * resolved by the file layer after they were tested (`/releases/a/b/../../registry.json`), so such
 * a target is answered 404 before any rule runs.
 */
export function isSafeRequestPath(rawUrl: string): boolean {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.includes('\\')) return false;
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === '.' || decoded === '..') return false;
    if (/[\\/\0]/.test(decoded)) return false;
  }
  return true;
}
