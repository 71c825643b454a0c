import { api, type ReplyStatus } from '@console/shared/core';
import useSWR from 'swr';

/** `GET /audit/trail/integrity` (docs/api.md, Integrity; decision 122): the hash chain's verdict. */
export interface AuditIntegrity {
  state: 'intact' | 'broken';
  /** Rows checked. */
  rows: number;
  lastId: number | null;
  /** False only for an in-memory database, which keeps no checkpoint. */
  anchored: boolean;
  checkpoint: { lastId: number; rows: number; writtenAt: string } | null;
  /** The first row where the chain breaks, and why. */
  broken: { audtId: number; reason: string } | null;
  checkedAt: string;
}

export const AUDIT_INTEGRITY_PATH = '/audit/trail/integrity';

/** Reads the verdict; a reply with `status.error` set is a failure. */
export async function getAuditIntegrity(): Promise<AuditIntegrity> {
  const reply = await api.get<{ data?: AuditIntegrity; status?: ReplyStatus }>(AUDIT_INTEGRITY_PATH);
  if (reply.status?.error || !reply.data) throw new Error(reply.status?.message || 'Integritas audit trail tidak dapat dibaca.');
  return reply.data;
}

/** The verdict, asked when the screen opens and on Refresh; `enabled` false asks nothing. */
export function useAuditIntegrity(enabled: boolean) {
  return useSWR(enabled ? AUDIT_INTEGRITY_PATH : null, getAuditIntegrity, { revalidateOnFocus: false, shouldRetryOnError: false });
}
