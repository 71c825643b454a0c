/** The number input's rules (spec 5), kept pure so they are easy to test. */
export interface NumberRules {
  min?: number | undefined;
  max?: number | undefined;
  /** Decimals kept (default 0). */
  precision?: number | undefined;
  /** Increment of the buttons and arrow keys (default 1). */
  step?: number | undefined;
}

/** Keeps only what a number can be typed with: digits, one leading minus, one decimal point. */
export function sanitizeNumberText(text: string, { allowNegative = true, allowDecimal = true } = {}): string {
  let result = '';
  for (const [index, char] of [...text].entries()) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '-' && allowNegative && index === 0) result += char;
    else if ((char === '.' || char === ',') && allowDecimal && !result.includes('.')) result += '.';
  }
  return result;
}

/** `value` limited to `[min, max]`. */
export function clampNumber(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(Math.max(value, min), max);
}

/** `value` rounded to `precision` decimals (half away from zero). */
export function roundToPrecision(value: number, precision = 0): number {
  const factor = 10 ** precision;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** Typed text as the number it commits to (clamped, rounded), or null when empty or not a number. */
export function commitNumberText(text: string, rules: NumberRules = {}): number | null {
  // Decimals are read, then rounded to the precision (a pasted `12.7` with precision 0 is 13).
  const clean = sanitizeNumberText(text);
  if (clean === '' || clean === '-' || clean === '.') return null;
  const value = Number(clean);
  if (!Number.isFinite(value)) return null;
  return clampNumber(roundToPrecision(value, rules.precision ?? 0), rules.min, rules.max);
}

/** One step up (`+1`) or down (`-1`) from `current` (empty counts as 0, or min when above 0). */
export function stepNumber(current: number | null, direction: 1 | -1, rules: NumberRules = {}): number {
  const base = current ?? clampNumber(0, rules.min, rules.max);
  const next = roundToPrecision(base + direction * (rules.step ?? 1), rules.precision ?? 0);
  return clampNumber(next, rules.min, rules.max);
}

/** How the number shows in the input with its precision (`2` with precision 2 -> `2.00`). */
export const formatNumberText = (value: number | null, precision = 0) => (value === null ? '' : value.toFixed(precision));
