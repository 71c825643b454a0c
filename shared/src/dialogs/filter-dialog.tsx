import { Button, HStack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

/** Width of filter dialogs (spec 9). */
export const FILTER_DIALOG_WIDTH = '480px';

export interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: () => void;
  onClear: () => void;
  /** e.g. when every filter field is empty. */
  clearDisabled?: boolean;
  title?: string;
  children: ReactNode;
}

/** The filter dialog (spec 2.5): 480 px, `CLEAR FILTER`, Close and `Apply Filter`; Enter applies. */
export function FilterDialog({ open, onClose, onApply, onClear, clearDisabled = false, title = 'Filter Data', children }: FilterDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      maxWidth={FILTER_DIALOG_WIDTH}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onApply();
      }}
      footer={
        <HStack justify="space-between" width="full">
          <Button type="button" variant="ghost" colorPalette="error" onClick={onClear} disabled={clearDisabled}>
            CLEAR FILTER
          </Button>
          <HStack>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" colorPalette="primary">
              Apply Filter
            </Button>
          </HStack>
        </HStack>
      }
    >
      {children}
    </DialogFrame>
  );
}
