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

/** The releases of every app; `null` (no read permission) asks for nothing. */
export function useReleases(enabled: boolean) {
  return useSWR(enabled ? RELEASES_PATH : null, getReleases, { revalidateOnFocus: false, shouldRetryOnError: false });
}
