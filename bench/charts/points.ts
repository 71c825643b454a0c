/** One panel's chart: a day's paid amount hour by hour against the day before (as the Payments panel draws it). */
export const POINTS = Array.from({ length: 24 }, (_, hour) => ({
  label: `${String(hour).padStart(2, '0')}:00`,
  value: ((hour * 7919) % 23) * 125_000,
  mark: ((hour * 104_729) % 19) * 110_000,
}));

/** The console's Rupiah format, as the panels write it. */
export const rupiah = (value: number) => `Rp. ${value.toLocaleString('de-DE')}`;
