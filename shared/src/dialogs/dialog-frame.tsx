import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  /** Called on Escape, the close button, or a click outside (when allowed). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  maxWidth: string;
  /** Makes the content a form: Enter submits, the footer's submit button calls this. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  footer: ReactNode;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Shows a close (X) button in the corner. */
  closeButton?: boolean;
}

/**
 * The frame every console dialog shares: title, optional description, body and footer, in a
 * portal with a backdrop. Content mounts on open and unmounts on close, so a reopened dialog
 * starts fresh. Outside clicks do not close it: a stray click must not lose a half-filled form.
 */
export function DialogFrame({ open, onClose, title, description, maxWidth, onSubmit, footer, children, role = 'dialog', closeButton = false }: DialogFrameProps) {
  const body = (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description color="fg.muted">{description}</Dialog.Description> : null}
      </Dialog.Header>
      {children ? <Dialog.Body>{children}</Dialog.Body> : null}
      <Dialog.Footer>{footer}</Dialog.Footer>
      {closeButton ? (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      ) : null}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxWidth} width="calc(100% - 2rem)" asChild={!!onSubmit}>
            {onSubmit ? (
              <form noValidate onSubmit={onSubmit}>
                {body}
              </form>
            ) : (
              body
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
