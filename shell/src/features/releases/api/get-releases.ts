import { api } from '@console/shared';
import type { ReleasesReply, ReleaseRow } from '@console/shared/release-plane';
import useSWR from 'swr';
import { consoleServerUrl } from './console-server-url';

/** The console server's release endpoints (decision 085); also the SWR key of the list. */
export const RELEASES_PATH = '/api/releases';

/** `GET /api/releases`: one row per app (needs `console_release.read`). */
export async function getReleases(): Promise<ReleaseRow[]> {
  const reply = await api.get<ReleasesReply>(consoleServerUrl(RELEASES_PATH));
  return [...reply.apps];
}

/** How often an open Releases screen asks again (decision 143): a change made anywhere shows within 5 s. */
export const RELEASES_REFRESH_MS = 3000;

/**
 * The releases of every app, asked again every 3 s while the page is visible (a CLI change, another
 * console, an automatic step or abort); `null` (no read permission) asks for nothing.
 */
export function useReleases(enabled: boolean) {
  return useSWR(enabled ? RELEASES_PATH : null, getReleases, { revalidateOnFocus: true, shouldRetryOnError: false, refreshInterval: RELEASES_REFRESH_MS, keepPreviousData: true });
}
