import type { ConsoleServerConfig } from './console-config';

/** Origins a developer's local remote may be served from when overrides are allowed. */
const LOCAL_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Security headers of every console response. The Content-Security-Policy lets the remotes load
 * (same-origin releases, plus local dev servers when overrides are allowed) and the API be called;
 * Emotion injects style tags, hence `style-src 'unsafe-inline'`.
 */
export function securityHeaders(config: ConsoleServerConfig): Record<string, string> {
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  const dev = config.allowRemoteOverrides ? LOCAL_DEV_ORIGINS : [];
  const devSockets = config.allowRemoteOverrides ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${dev.join(' ')}`.trim(),
    `connect-src 'self' ${apiOrigin} ${[...dev, ...devSockets].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
