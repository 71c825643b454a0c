/** What an empty optional cell shows (spec 2.5). */
export const NOT_AVAILABLE = 'N/A';

/** Whether a cell value counts as empty: null, undefined, blank text or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text, or `N/A` when empty. */
export function orNotAvailable(value: unknown): string {
  return isEmptyValue(value) ? NOT_AVAILABLE : String(value);
}

/** A city as stored (spec 3): trimmed, inner whitespace collapsed, Title Case. */
export function normalizeCity(city: string): string {
  return city
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
