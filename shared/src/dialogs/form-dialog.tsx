import { Button } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

/** Add or edit. */
export type FormMode = 'add' | 'edit';

/** What Save says while saving, as Delete says `Deleting..` and Kirim `Mengirim..` (spec 2.5, 2.7). */
export const SAVING_LABEL = 'Saving..';

/** Max width of add/edit dialogs (spec 9). */
export const FORM_DIALOG_WIDTH = '500px';

/** Title and subtitle of the add/edit dialog of an entity (spec 2.5), e.g. `Company Group`. */
export function formDialogTexts(mode: FormMode, entity: string): { title: string; description: string } {
  return mode === 'add'
    ? { title: 'Tambah Data Baru', description: `Menambahkan data ${entity} baru.` }
    : { title: 'Edit Data', description: `Mengedit data ${entity}.` };
}

export interface FormDialogProps {
  open: boolean;
  mode: FormMode;
  /** The entity named in the subtitle, e.g. `Company Group`. */
  entity: string;
  /** Cancel, close or Escape; the owner resets the form. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Save stays disabled until the form is valid. */
  saveDisabled: boolean;
  saving?: boolean;
  children: ReactNode;
}

/** The add/edit dialog (spec 2.5): `Tambah Data Baru` / `Edit Data`, Cancel and Save, 500 px. */
export function FormDialog({ open, mode, entity, onClose, onSubmit, saveDisabled, saving = false, children }: FormDialogProps) {
  const { title, description } = formDialogTexts(mode, entity);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      maxWidth={FORM_DIALOG_WIDTH}
      onSubmit={onSubmit}
      closeButton
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="primary" disabled={saveDisabled || saving} loading={saving} loadingText={SAVING_LABEL}>
            Save
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
