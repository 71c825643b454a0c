/** The byte budgets `npm test` enforces, in gzip -9 bytes, and how an exceeded one is explained. */

export const KB = 1024;

export const BUDGETS = {
  /**
   * Every script the login page loads: 169.7 KB measured after issue 37 (no formik, swr, lodash-es
   * or federation runtime, the login page's Chakra recipes only, nothing the form does not draw:
   * decisions 070, 160 and 164), plus a small margin: the issue's goal. Issue 11's budget was 200 KB.
   */
  loginPage: 170 * KB,
  /** A remote's manifest plus its entry: paid on the first visit of any of its screens. */
  remoteFixedCost: 20 * KB,
  /** One chunk a screen loads from its remote. */
  screenChunk: 60 * KB,
  /**
   * The price of federation: every script a deep link into a remote's first screen loads, at most
   * this many times what the same link loads from the single-bundle build (issue 11; decision 072).
   */
  federatedOverSingle: 1.1,
};

/** Where the login page should get to (issue 37; issue 11's was 200 KB). */
export const LOGIN_PAGE_TARGET = 170 * KB;

/** Packages declared shared (shared/federation.cjs): none may sit inside a remote's loaded chunk. */
export function sharedPackages(singletons: readonly string[]): string[] {
  return [...new Set(singletons.map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name))))];
}

/** One measured figure: its total and what it is made of (gzip bytes per package or file). */
export interface Measure {
  bytes: number;
  parts: Record<string, number>;
}

export interface BudgetFailure {
  what: string;
  message: string;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '-'}${kb(Math.abs(bytes))}`;

/** What grew between the baseline and now, biggest growth first (parts that changed by 0.1 KB or more). */
export function growth(now: Measure, baseline: Measure | undefined): string[] {
  if (!baseline) return ['  (no baseline to compare with: run with --update-baseline on a good build)'];
  const names = new Set([...Object.keys(now.parts), ...Object.keys(baseline.parts)]);
  return [...names]
    .map((name) => ({ name, delta: (now.parts[name] ?? 0) - (baseline.parts[name] ?? 0) }))
    .filter(({ delta }) => Math.abs(delta) >= 0.1 * KB)
    .sort((a, b) => b.delta - a.delta)
    .slice(0, 12)
    .map(({ name, delta }) => `  ${signed(delta).padStart(10)}  ${name}${baseline.parts[name] === undefined ? ' (new)' : ''}`);
}

/** Checks one measure against its limit; the failure says by how much, and what grew since the baseline. */
export function checkLimit(what: string, now: Measure, limit: number, baseline: Measure | undefined): BudgetFailure | undefined {
  if (now.bytes < limit) return undefined;
  const since = baseline ? ` (${signed(now.bytes - baseline.bytes)} since the baseline)` : '';
  return {
    what,
    message: [`${what}: ${kb(now.bytes)} gzip, over its budget of ${kb(limit)} by ${kb(now.bytes - limit)}${since}. What grew:`, ...growth(now, baseline)].join('\n'),
  };
}

/**
 * Checks a deep link's scripts in the federated console against the single bundle's; the failure
 * lists what the federated console loads beyond the single bundle, by package.
 */
export function checkFederationPrice(what: string, federated: Measure, single: Measure, limit: number): BudgetFailure | undefined {
  const ratio = federated.bytes / single.bytes;
  if (ratio <= limit) return undefined;
  return {
    what,
    message: [
      `${what}: ${kb(federated.bytes)} gzip federated against ${kb(single.bytes)} as a single bundle, ${ratio.toFixed(2)} times, over its budget of ${limit.toFixed(2)}. What the federated console loads beyond the single bundle:`,
      ...growth(federated, single),
    ].join('\n'),
  };
}

export { kb };
