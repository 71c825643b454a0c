import { CloseButton, HStack } from '@chakra-ui/react';
import { FilterDialog, FormField, SelectInput } from '@console/shared/core';
import { useState } from 'react';
import { NOTIFICATION_STATUS_OPTIONS } from './notification-types';

export interface NotificationFilterDialogProps {
  /** The applied status (`''`, `'1'` or `'2'`). */
  status: string;
  onApply: (filters: { status: string }) => void;
  onClose: () => void;
}

/**
 * `Filter Data` of the notifications (spec 2.10): a clearable `By Status` (Pending = 1,
 * Success = 2). Apply Filter applies and closes; CLEAR FILTER (disabled when nothing is chosen)
 * clears, applies and closes; Close keeps what was applied. Mount it only while open.
 */
export function NotificationFilterDialog({ status, onApply, onClose }: NotificationFilterDialogProps) {
  const [draft, setDraft] = useState(status);
  return (
    <FilterDialog
      open
      onClose={onClose}
      onApply={() => {
        onApply({ status: draft });
        onClose();
      }}
      onClear={() => {
        onApply({ status: '' });
        onClose();
      }}
      clearDisabled={!draft}
    >
      <FormField label="By Status">
        <HStack gap="1" width="full">
          <SelectInput name="status" options={NOTIFICATION_STATUS_OPTIONS} placeholder="All" value={draft} onPick={(value) => setDraft(String(value))} />
          {draft ? <CloseButton size="sm" aria-label="Clear By Status" onClick={() => setDraft('')} /> : null}
        </HStack>
      </FormField>
    </FilterDialog>
  );
}
