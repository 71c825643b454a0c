import { ConfirmDialog, errorMessage, notify } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import { useState } from 'react';
import { abortCanary, promoteCanary } from './api/change-release';

export type CanaryAction = 'promote' | 'abort';

export interface CanaryDialogProps {
  action: CanaryAction;
  row: ReleaseRow & { canary: NonNullable<ReleaseRow['canary']> };
  onClose: () => void;
  onDone: () => void;
}

/** Promote or abort a canary, after a confirmation; a refusal is toasted with its reason. */
export function CanaryDialog({ action, row, onClose, onDone }: CanaryDialogProps) {
  const [busy, setBusy] = useState(false);
  const { version, percent } = row.canary;
  const stable = row.active?.version ?? 'none';
  const texts =
    action === 'promote'
      ? {
          title: 'Promote canary',
          message: `Make ${version} the stable release of ${row.app}, for every browser (it runs for ${percent} % now)?`,
          confirm: 'Promote',
          busy: 'Promoting..',
          palette: 'primary',
          failed: `The canary of ${row.app} was not promoted.`,
        }
      : {
          title: 'Abort canary',
          message: `Stop the canary ${version} of ${row.app} and return every browser to ${stable}?`,
          confirm: 'Abort',
          busy: 'Aborting..',
          palette: 'error',
          failed: `The canary of ${row.app} was not aborted.`,
        };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      notify.success(await (action === 'promote' ? promoteCanary(row.app, version) : abortCanary(row.app, version)));
      onDone();
    } catch (error) {
      notify.error(texts.failed, { detail: errorMessage(error) });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open
      title={texts.title}
      message={texts.message}
      onClose={onClose}
      onConfirm={() => void confirm()}
      busy={busy}
      cancelLabel="Cancel"
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      confirmPalette={texts.palette}
    />
  );
}
