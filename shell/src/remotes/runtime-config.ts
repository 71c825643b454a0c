/**
 * The runtime configuration the console server sends as `/config.json` (no-store), so one build
 * serves any environment.
 */
export interface RuntimeConfig {
  /** Base URL of the backend API, e.g. `http://localhost:3000`. */
  apiBaseUrl: string;
  /** Where the release registry is, e.g. `/registry.json`. */
  registryUrl: string;
  /** Whether a browser may point one remote at another entry (developers' local builds). */
  allowRemoteOverrides: boolean;
}

const CONFIG_URL = '/config.json';

/** Reads `/config.json` and lists every missing or malformed setting in one error. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof raw.apiBaseUrl !== 'string' || raw.apiBaseUrl === '') problems.push('apiBaseUrl (a URL string) is missing');
  if (raw.registryUrl !== undefined && typeof raw.registryUrl !== 'string') problems.push('registryUrl must be a string');
  if (raw.allowRemoteOverrides !== undefined && typeof raw.allowRemoteOverrides !== 'boolean') {
    problems.push('allowRemoteOverrides must be true or false');
  }
  if (problems.length > 0) throw new Error(`Invalid ${CONFIG_URL}: ${problems.join('; ')}`);
  return {
    apiBaseUrl: raw.apiBaseUrl as string,
    registryUrl: (raw.registryUrl as string | undefined) ?? '/registry.json',
    allowRemoteOverrides: (raw.allowRemoteOverrides as boolean | undefined) ?? false,
  };
}
