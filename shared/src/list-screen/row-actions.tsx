import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';

/** One more action of a row, e.g. `Inquiry`, `Notif` or `See History` on a transaction. */
export interface RowAction {
  label: string;
  onClick: () => void;
  /** Colour palette of the button (default `gray`). */
  palette?: string;
  disabled?: boolean;
  /** The button's accessible name, when `{label} {rowLabel}` does not read well (`See History of notification 23`). */
  ariaLabel?: string;
}

export interface RowActionsProps {
  /** Shown when given (the user holds `.update`). */
  onEdit?: (() => void) | undefined;
  /** Shown when given (the user holds `.delete`). */
  onDelete?: (() => void) | undefined;
  /** Further actions, shown before Edit and Delete. */
  more?: readonly RowAction[];
  /**
   * Names the row, so each row's buttons have names of their own (WCAG 2.4.6): `Inquiry VA0001`,
   * `Edit Nusantara Retail Group`, and the phone menu's `Actions for Nusantara Retail Group`.
   */
  rowLabel?: string | undefined;
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * Per-row actions (spec 2.5): Edit and Delete, plus any further ones. From `md` up they are
 * buttons; on a phone one `Actions` button opens them as a menu, so the sticky actions column
 * stays narrow and every action is reachable without scrolling the table sideways. With a
 * `rowLabel` every button is named after its row (`Inquiry VA0001`), its visible label first.
 */
export function RowActions({ onEdit, onDelete, more = [], rowLabel }: RowActionsProps) {
  const actions: RowAction[] = [
    ...more,
    ...(onEdit ? [{ label: 'Edit', onClick: onEdit, palette: 'info' }] : []),
    ...(onDelete ? [{ label: 'Delete', onClick: onDelete, palette: 'error' }] : []),
  ];
  if (actions.length === 0) return null;
  const byLabel = new Map(actions.map((action) => [action.label, action]));
  return (
    <>
      <HStack gap="1" hideBelow="md">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="xs"
            variant="outline"
            colorPalette={action.palette ?? 'gray'}
            disabled={action.disabled}
            onClick={action.onClick}
            aria-label={action.ariaLabel ?? (rowLabel ? `${action.label} ${rowLabel}` : undefined)}
          >
            {action.label}
          </Button>
        ))}
      </HStack>
      <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => byLabel.get(value)?.onClick()}>
        <Menu.Trigger asChild>
          <IconButton hideFrom="md" size="xs" variant="outline" aria-label={rowLabel ? `Actions for ${rowLabel}` : 'Actions'}>
            <DotsIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="36">
              {actions.map((action) => (
                <Menu.Item key={action.label} value={action.label} disabled={action.disabled} color={action.palette === 'error' ? 'fg.error' : undefined}>
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
