/** A time of day as typed into the time input (spec 5). */
export interface TimeOfDay {
  hours: number;
  minutes: number;
  /** Present when typed. */
  seconds?: number;
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;

/**
 * Reads `HH:MM`, `HH:MM:SS`, and either with `am`/`pm`: 24-hour hours 0-23, or 1-12 with am/pm.
 * Returns null for anything else.
 */
export function parseTime(text: string): TimeOfDay | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? undefined : Number(match[3]);
  const meridiem = match[4]?.toLowerCase().replace(/\./g, '');
  if (minutes > 59 || (seconds !== undefined && seconds > 59)) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return seconds === undefined ? { hours, minutes } : { hours, minutes, seconds };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `{ hours: 13, minutes: 5 }` -> `13:05` (24-hour; seconds when present). */
export function formatTime(time: TimeOfDay): string {
  const base = `${pad(time.hours)}:${pad(time.minutes)}`;
  return time.seconds === undefined ? base : `${base}:${pad(time.seconds)}`;
}

/** The time moved by `minutes` (the dial step is 5), wrapping around midnight. */
export function addMinutes(time: TimeOfDay, minutes: number): TimeOfDay {
  const total = (((time.hours * 60 + time.minutes + minutes) % 1440) + 1440) % 1440;
  const moved: TimeOfDay = { hours: Math.floor(total / 60), minutes: total % 60 };
  return time.seconds === undefined ? moved : { ...moved, seconds: time.seconds };
}

/** Minutes the up/down keys move the time by (spec 5: dial step 5). */
export const TIME_STEP_MINUTES = 5;
