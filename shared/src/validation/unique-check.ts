import type { Schema } from 'yup';

/** Answers whether a value is already taken (true) or free (false). */
export type TakenLookup = (value: string) => Promise<boolean>;

/** Default pause after the last keystroke before a uniqueness lookup (spec 9). */
export const UNIQUE_CHECK_DELAY_MS = 300;

export interface UniqueCheckOptions {
  lookup: TakenLookup;
  /** Pause after the last call before looking up (default 300 ms). */
  delayMs?: number;
  /** A value that is never a duplicate: the record's own current value in edit mode. */
  ownValue?: string | null | undefined;
}

/** Values compare as the server compares them: trimmed, case-insensitive. */
const keyOf = (value: string) => value.trim().toLowerCase();

/**
 * A debounced, cached uniqueness check for a yup test. formik re-runs the whole schema on every
 * change, so without this every keystroke would send a request: calls within `delayMs` of each
 * other share one lookup of the latest value, and each value is looked up once.
 *
 * Calls superseded by a newer one resolve with the newer call's answer. formik does not order
 * validation runs, so forms using this check validate through `latestSchemaValidation`, which
 * reports only the newest run's errors. A failed lookup counts as free (the server checks again on
 * save) and is not cached.
 *
 * @returns a function answering true when the value is free to use, with `cancel()` for a pending lookup.
 */
export function createUniqueCheck({ lookup, delayMs = UNIQUE_CHECK_DELAY_MS, ownValue }: UniqueCheckOptions) {
  const cache = new Map<string, Promise<boolean>>();
  const own = ownValue ? keyOf(ownValue) : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: ((free: Promise<boolean>) => void)[] = [];

  function lookUp(key: string, value: string): Promise<boolean> {
    const cached = cache.get(key);
    if (cached) return cached;
    const free = lookup(value).then(
      (taken) => !taken,
      () => {
        cache.delete(key);
        return true;
      },
    );
    cache.set(key, free);
    return free;
  }

  function isFree(value: string | null | undefined): Promise<boolean> {
    const text = (value ?? '').trim();
    const key = keyOf(text);
    if (key === '' || key === own) return Promise.resolve(true);
    const cached = cache.get(key);
    if (cached) return cached;
    if (timer !== undefined) clearTimeout(timer);
    return new Promise<boolean>((resolve) => {
      waiting.push((free) => void free.then(resolve));
      timer = setTimeout(() => {
        timer = undefined;
        const answer = lookUp(key, text);
        const callers = waiting;
        waiting = [];
        for (const settle of callers) settle(answer);
      }, delayMs);
    });
  }

  /** Drops a pending lookup (the form closed): waiting calls resolve as free, nothing is sent. */
  function cancel(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const callers = waiting;
    waiting = [];
    for (const settle of callers) settle(Promise.resolve(true));
  }

  return Object.assign(isFree, { cancel });
}

/**
 * `rule` plus a uniqueness test with `message` that only asks the server when every other test of
 * the rule passes (a too-short or malformed value is not looked up).
 */
export function withUniqueness<Rule extends Schema<string | undefined>>(rule: Rule, isFree: (value: string) => Promise<boolean>, message: string): Rule {
  const base = rule.clone();
  return rule.test({
    name: 'unique',
    message,
    test: (value: string | undefined) => (value && base.isValidSync(value) ? isFree(value) : true),
  });
}
