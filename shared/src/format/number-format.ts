/**
 * Indonesian number formatting (spec 9): dot thousands, comma decimals. Written by hand rather
 * than with `Intl.NumberFormat('id-ID')` so the output does not depend on the ICU data of the
 * browser or of Node running the tests.
 */

/** `1234567.5` -> `1.234.567,50` with `decimals` 2; `null`/`NaN` -> `0`. */
export function formatPrice(value: number | string | null | undefined, decimals = 0): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return formatPrice(0, decimals);
  const negative = number < 0;
  const [whole = '0', fraction] = Math.abs(number).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = fraction ? `${grouped},${fraction}` : grouped;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A count or whole number with dot thousands: `1234567` -> `1.234.567` (spec 9, Indonesian locale). */
export function formatNumber(value: number | string | null | undefined): string {
  return formatPrice(value, 0);
}

/** The rupiah amount with the `Rp.` prefix: `1500000` -> `Rp. 1.500.000`. */
export function formatRupiah(value: number | string | null | undefined, decimals = 0): string {
  return `Rp. ${formatPrice(value, decimals)}`;
}

/** Seconds as `HH:MM:SS` (hours keep growing past 99); negative or invalid input gives `00:00:00`. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const seconds = totalSeconds !== null && totalSeconds !== undefined && Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
