import { Button, HStack } from '@chakra-ui/react';

export interface RowActionsProps {
  /** Shown when given (the user holds `.update`). */
  onEdit?: (() => void) | undefined;
  /** Shown when given (the user holds `.delete`). */
  onDelete?: (() => void) | undefined;
}

/** Per-row Edit and Delete buttons (spec 2.5). */
export function RowActions({ onEdit, onDelete }: RowActionsProps) {
  if (!onEdit && !onDelete) return null;
  return (
    <HStack gap="1">
      {onEdit ? (
        <Button size="xs" variant="outline" colorPalette="info" onClick={onEdit}>
          Edit
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="xs" variant="outline" colorPalette="error" onClick={onDelete}>
          Delete
        </Button>
      ) : null}
    </HStack>
  );
}
