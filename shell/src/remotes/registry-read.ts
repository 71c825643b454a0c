import type { BrowserRegistry } from '@console/shared/release-plane';
import { rememberReportTokens } from './release-reports';
import { rememberAreas } from './remote-areas';
import { remotesConfig } from './remotes-config';

export interface RegistryRead {
  registry: BrowserRegistry;
  etag: string | null;
}

/** Reads the release registry afresh (no-store). */
export async function fetchRegistry(url: string): Promise<RegistryRead> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`release registry answered HTTP ${response.status}`);
  const registry = (await response.json()) as BrowserRegistry;
  rememberReportTokens(registry);
  rememberAreas(registry);
  return { registry, etag: response.headers?.get('etag') ?? null };
}

let pageRead: Promise<RegistryRead> | null = null;

/**
 * The registry as this page load read it first: the declared screens (routes and menu) and the
 * remotes' entries come from one read, so they agree. A failed read is tried again by the next call.
 */
export function registryOfThisPage(): Promise<RegistryRead> {
  const config = remotesConfig();
  if (!config) return Promise.reject(new Error('remotes used before configureRemotes()'));
  if (!pageRead) {
    pageRead = fetchRegistry(config.registryUrl);
    pageRead.catch(() => {
      pageRead = null;
    });
  }
  return pageRead;
}

/** Forgets the page's read, as a page load would (tests). */
export function resetRegistryRead(): void {
  pageRead = null;
}
