import { Button, Textarea } from '@chakra-ui/react';
import { ConfirmDialog, DialogFrame, errorMessage, FormField, notify } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import { type FormEvent, useState } from 'react';
import { abortCanary, promoteCanary } from './api/change-release';

export type CanaryAction = 'promote' | 'abort';

export interface CanaryDialogProps {
  action: CanaryAction;
  row: ReleaseRow & { canary: NonNullable<ReleaseRow['canary']> };
  onClose: () => void;
  onDone: () => void;
}

/** Promote a canary after a confirmation, or abort it saying why (decision 143); a refusal is toasted with its reason. */
export function CanaryDialog(props: CanaryDialogProps) {
  return props.action === 'abort' ? <AbortCanaryDialog {...props} /> : <PromoteCanaryDialog {...props} />;
}

/** Abort a canary: why is asked and kept in the history ("aborted by release: ..."). */
function AbortCanaryDialog({ row, onClose, onDone }: CanaryDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { version } = row.canary;
  const stable = row.active?.version ?? 'none';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || reason.trim() === '') return;
    setBusy(true);
    try {
      notify.success(await abortCanary(row.app, version, reason.trim()));
      onDone();
    } catch (error) {
      notify.error(`The canary of ${row.app} was not aborted.`, { detail: errorMessage(error) });
      onClose();
    }
  };
  return (
    <DialogFrame
      open
      role="alertdialog"
      onClose={() => {
        if (!busy) onClose();
      }}
      title="Abort canary"
      description={`Stop the canary ${version} of ${row.app} and return every browser to ${stable}?`}
      maxWidth="500px"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" disabled={busy || reason.trim() === ''}>
            {busy ? 'Aborting..' : 'Abort'}
          </Button>
        </>
      }
    >
      <FormField label="Why" required helperText="Kept in the history and the audit trail.">
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} disabled={busy} />
      </FormField>
    </DialogFrame>
  );
}

function PromoteCanaryDialog({ action, row, onClose, onDone }: CanaryDialogProps) {
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
      notify.success(await promoteCanary(row.app, version));
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
