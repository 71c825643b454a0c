import { Button } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  onConfirm: () => void;
  /** While true the confirm button shows `busyLabel` and both buttons are disabled. */
  busy?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
  busyLabel?: string;
  confirmPalette?: string;
}

/**
 * A yes/no question before an action (delete, send inquiry, send notification). The owner closes
 * it when the action succeeds.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onClose,
  onConfirm,
  busy = false,
  cancelLabel = 'Cancel',
  confirmLabel = 'Continue',
  busyLabel = 'Loading..',
  confirmPalette = 'primary',
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      role="alertdialog"
      title={title}
      description={message}
      maxWidth="440px"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="button" colorPalette={confirmPalette} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** The delete confirmation of spec 2.5: Cancel, Continue, `Deleting..` while deleting. */
export function DeleteDialog(props: Pick<ConfirmDialogProps, 'open' | 'onClose' | 'onConfirm' | 'busy'>) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete Data"
      message="Are you sure you want to delete this data?"
      cancelLabel="Cancel"
      confirmLabel="Continue"
      busyLabel="Deleting.."
      confirmPalette="error"
    />
  );
}
