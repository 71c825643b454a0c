import type { RuntimeConfig } from './runtime-config';

let current: RuntimeConfig | null = null;

/**
 * Where the remotes' releases are listed and whether this browser may override one. Set at
 * start-up; the registry is read, and the federation runtime started, when a remote is first
 * needed (docs/decisions/070-federation-runtime-on-demand.md).
 */
export function configureRemotes(config: RuntimeConfig | null): void {
  current = config;
}

/** The configuration `configureRemotes` was given; null before (a test rendering without remotes). */
export function remotesConfig(): RuntimeConfig | null {
  return current;
}
