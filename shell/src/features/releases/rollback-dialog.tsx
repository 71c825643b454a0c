import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { DialogFrame, errorMessage, FormField, notify, SelectInput } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import { type FormEvent, useState } from 'react';
import { rollbackRelease } from './api/change-release';

export interface RollbackDialogProps {
  row: ReleaseRow & { active: NonNullable<ReleaseRow['active']> };
  onClose: () => void;
  /** After a successful rollback (the list is read again). */
  onDone: () => void;
}

/**
 * Roll back one app: to the release active before (chosen at first) or any other kept release,
 * newest first. A refusal (the compatibility check's reasons, word for word) stays in the dialog,
 * so the person can read it, choose another release or cancel.
 */
export function RollbackDialog({ row, onClose, onDone }: RollbackDialogProps) {
  const [target, setTarget] = useState<string>(row.previous ?? row.candidates[0]?.version ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = row.candidates.map((candidate) => ({
    value: candidate.version,
    label: candidate.version === row.previous ? `${candidate.version} (the release before)` : candidate.version,
  }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !target) return;
    setBusy(true);
    setRefusal(null);
    try {
      const message = await rollbackRelease(row.app, row.active.version, target);
      notify.success(message);
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      role="alertdialog"
      onClose={() => {
        if (!busy) onClose();
      }}
      title={`Roll back ${row.app}`}
      description="Browsers get the chosen release on their next page load; open pages are told."
      maxWidth="500px"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="primary" disabled={busy || !target}>
            {busy ? 'Rolling back..' : 'Roll back'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          Active now:{' '}
          <Text as="span" fontFamily="mono" fontSize="xs">
            {row.active.version}
          </Text>
        </Text>
        <FormField label="Roll back to" required>
          <SelectInput name="to" options={options} value={target} onPick={(value) => setTarget(String(value))} placeholder="Choose a release" disabled={busy} />
        </FormField>
        {refusal ? (
          <Alert.Root status="error" role="alert" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The rollback was refused</Alert.Title>
              <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
                {refusal}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
