import { api } from '@console/shared';
import useSWR from 'swr';
import { consoleServerUrl } from './console-server-url';

/** A team's key as the console server lists it: never the key itself (decision 142). */
export interface TeamKey {
  id: string;
  app: string;
  name: string;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
  revokedBy?: string;
  lastUsedAt?: string;
}

export const TEAM_KEYS_PATH = '/api/releases/keys';

/** `GET /api/releases/keys` (needs `console_release.read`). */
export async function getTeamKeys(): Promise<TeamKey[]> {
  return (await api.get<{ keys: TeamKey[] }>(consoleServerUrl(TEAM_KEYS_PATH))).keys;
}

export const useTeamKeys = () => useSWR(TEAM_KEYS_PATH, getTeamKeys, { revalidateOnFocus: false, shouldRetryOnError: false });

/** `POST /api/releases/keys`: a new key for `app`, answered once. */
export const createTeamKey = (app: string, name: string) =>
  api.post<{ key: string; record: TeamKey; status: { message: string } }>(consoleServerUrl(TEAM_KEYS_PATH), { app, ...(name ? { name } : {}) });

/** `POST /api/releases/keys/<id>/revoke`. */
export const revokeTeamKey = async (id: string): Promise<string> =>
  (await api.post<{ status: { message: string } }>(consoleServerUrl(`${TEAM_KEYS_PATH}/${encodeURIComponent(id)}/revoke`), {})).status.message;
