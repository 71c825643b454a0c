/** Settings of the console server, from the environment, checked once at start-up. */
export interface ConsoleServerConfig {
  port: number;
  host: string;
  /** The API base URL the browser uses (sent in /config.json and allowed by the CSP). */
  apiBaseUrl: string;
  /**
   * Where the console server itself asks the API who a user is (`API_INTERNAL_URL`, default the
   * browser's `apiBaseUrl`): server to server, e.g. over loopback or the internal network.
   */
  apiInternalUrl: string;
  /** Whether a browser may point one remote at a developer's local build. */
  allowRemoteOverrides: boolean;
  releasesDir: string;
  /**
   * The release plane's credential with the API (`RELEASE_SERVICE_KEY`): the console server records
   * every release action in the audit trail with it, never with a user's token (decision 141).
   * Without it, actions wait in the releases folder until it is set.
   */
  releaseServiceKey?: string;
  /**
   * The secret report tokens are signed with (`RELEASE_REPORT_SECRET`, decision 140); every console
   * server of one console shares it. Without it, a random one per start (a restart then makes open
   * pages fetch new tokens with their next registry check).
   */
  reportSecret?: string;
}

const MIN_SECRET_LENGTH = 32;

export function readConsoleServerConfig(env: NodeJS.ProcessEnv, releasesDir: string): ConsoleServerConfig {
  const problems: string[] = [];
  const port = Number(env.CONSOLE_PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) problems.push(`CONSOLE_PORT must be a port number (got "${env.CONSOLE_PORT}")`);
  const apiPort = Number(env.API_PORT ?? 3000);
  if (!Number.isInteger(apiPort) || apiPort <= 0 || apiPort > 65535) problems.push(`API_PORT must be a port number (got "${env.API_PORT}")`);
  const apiBaseUrl = env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`;
  try {
    new URL(apiBaseUrl);
  } catch {
    problems.push(`API_PUBLIC_URL must be an absolute URL (got "${apiBaseUrl}")`);
  }
  const apiInternalUrl = env.API_INTERNAL_URL ?? apiBaseUrl;
  try {
    if (!/^https?:$/.test(new URL(apiInternalUrl).protocol)) throw new Error('not http');
  } catch {
    problems.push(`API_INTERNAL_URL must be an absolute http(s) URL (got "${apiInternalUrl}")`);
  }
  const overrides = env.CONSOLE_ALLOW_REMOTE_OVERRIDES ?? 'false';
  if (!['true', 'false', '1', '0'].includes(overrides)) problems.push('CONSOLE_ALLOW_REMOTE_OVERRIDES must be true or false');
  for (const name of ['RELEASE_SERVICE_KEY', 'RELEASE_REPORT_SECRET'] as const) {
    const value = env[name];
    if (value !== undefined && value !== '' && value.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters (a random secret)`);
  }
  if (problems.length > 0) throw new Error(`Console server configuration:\n  - ${problems.join('\n  - ')}`);
  return {
    port,
    host: env.CONSOLE_HOST ?? '127.0.0.1',
    apiBaseUrl: apiBaseUrl.replace(/\/$/, ''),
    apiInternalUrl: apiInternalUrl.replace(/\/$/, ''),
    allowRemoteOverrides: overrides === 'true' || overrides === '1',
    releasesDir,
    ...(env.RELEASE_SERVICE_KEY ? { releaseServiceKey: env.RELEASE_SERVICE_KEY } : {}),
    ...(env.RELEASE_REPORT_SECRET ? { reportSecret: env.RELEASE_REPORT_SECRET } : {}),
  };
}
