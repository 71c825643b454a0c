import { Button } from '@chakra-ui/react';
import { DataTable, hasPermission, ListScreenLayout, ListToolbar, RowActions, useSession } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import { useState } from 'react';
import { useReleases } from './api/get-releases';
import { CanaryDialog, type CanaryAction } from './canary-dialog';
import { ChangeReleaseDialog } from './change-release-dialog';
import { useReleaseColumns } from './release-columns';
import { ReleaseHealthDialog } from './release-health-dialog';
import { ReleaseHistoryDialog } from './release-history-dialog';
import { TeamKeysDialog } from './team-keys-dialog';

type Asked = { kind: 'history' | 'health' | 'rollback' | 'activate' | CanaryAction; row: ReleaseRow } | { kind: 'keys' };

/**
 * The Releases screen (decisions 085, 142): one row per app with its active release, who made it
 * so, its commit and verification, what browsers report of it, and its canary; History for every
 * holder of `console_release.read`; Roll back, Activate (a kept release: an upload tried on its
 * preview link, for everyone or as a canary), Promote and Abort for holders of `.update`, and the
 * teams' keys. It lives in the shell, so it works while any remote is broken.
 */
export function ReleasesScreen() {
  const { session } = useSession();
  const canRead = hasPermission(session?.access, 'console_release.read');
  const canUpdate = hasPermission(session?.access, 'console_release.update');
  const { data, error, isLoading, mutate } = useReleases(canRead);
  const columns = useReleaseColumns();
  const [asked, setAsked] = useState<Asked | null>(null);
  const close = () => setAsked(null);
  const done = () => {
    setAsked(null);
    void mutate();
  };

  const actionsOf = (row: ReleaseRow) => {
    // A change needs a kept release to go to, and no canary in the way (promote or abort it first).
    const changeable = canUpdate && row.active && !row.canary;
    return (
      <RowActions
        rowLabel={row.app}
        more={[
          { label: 'History', onClick: () => setAsked({ kind: 'history', row }), disabled: row.history.length === 0 },
          ...(row.kind === 'remote' && row.active ? [{ label: 'Health', onClick: () => setAsked({ kind: 'health', row }) }] : []),
          ...(changeable && row.candidates.some((candidate) => candidate.direction === 'older')
            ? [{ label: 'Roll back', palette: 'warning', onClick: () => setAsked({ kind: 'rollback', row }) }]
            : []),
          ...(changeable && row.candidates.length > 0 ? [{ label: 'Activate', palette: 'primary', onClick: () => setAsked({ kind: 'activate', row }) }] : []),
          ...(canUpdate && row.canary
            ? [
                { label: 'Promote', palette: 'primary', onClick: () => setAsked({ kind: 'promote', row }) },
                { label: 'Abort', palette: 'error', onClick: () => setAsked({ kind: 'abort', row }) },
              ]
            : []),
        ]}
      />
    );
  };

  const row = asked && 'row' in asked ? asked.row : undefined;
  return (
    <ListScreenLayout
      title="Releases"
      readPermission="console_release.read"
      toolbar={
        <ListToolbar onRefresh={() => void mutate()}>
          <Button variant="outline" onClick={() => setAsked({ kind: 'keys' })}>
            Team keys
          </Button>
        </ListToolbar>
      }
    >
      <DataTable
        label="Releases"
        columns={columns}
        source={{ mode: 'client', rows: data ?? [], isLoading, error, onRetry: () => void mutate() }}
        getRowId={(release) => release.app}
        rowActions={actionsOf}
      />
      {asked?.kind === 'history' && row ? <ReleaseHistoryDialog row={row} onClose={close} /> : null}
      {asked?.kind === 'health' && row ? <ReleaseHealthDialog row={(data ?? []).find((fresh) => fresh.app === row.app) ?? row} onClose={close} /> : null}
      {(asked?.kind === 'rollback' || asked?.kind === 'activate') && row?.active ? (
        <ChangeReleaseDialog mode={asked.kind} row={{ ...row, active: row.active }} onClose={close} onDone={done} />
      ) : null}
      {(asked?.kind === 'promote' || asked?.kind === 'abort') && row?.canary ? (
        <CanaryDialog action={asked.kind} row={{ ...row, canary: row.canary }} onClose={close} onDone={done} />
      ) : null}
      {asked?.kind === 'keys' ? <TeamKeysDialog apps={(data ?? []).map((release) => release.app)} canUpdate={canUpdate} onClose={close} /> : null}
    </ListScreenLayout>
  );
}
