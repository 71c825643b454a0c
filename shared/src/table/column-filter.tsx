import { Button, HStack, IconButton, Input, NativeSelect, Popover, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../form/form-field';
import { CONDITION_LABELS, CONDITIONS, conditionNeedsValue } from './filter-conditions';
import type { ColumnFilterValue, ColumnType, FilterCondition } from './table-types';

export interface ColumnFilterProps {
  column: string;
  header: string;
  type: ColumnType;
  conditions?: readonly FilterCondition[] | undefined;
  value: ColumnFilterValue | undefined;
  /** Called with the new filter, or undefined to remove it. */
  onChange: (filter: ColumnFilterValue | undefined) => void;
}

/** The per-column filter: a condition of the column type's set (spec 9) and, where needed, a value. */
export function ColumnFilter({ column, header, type, conditions, value, onChange }: ColumnFilterProps) {
  const offered = CONDITIONS[type].filter((condition) => !conditions || conditions.includes(condition));
  const [open, setOpen] = useState(false);
  const [condition, setCondition] = useState<FilterCondition>(value?.condition ?? offered[0] ?? 'contain');
  const [text, setText] = useState(value?.value ?? '');
  const needsValue = conditionNeedsValue(condition);

  const apply = () => {
    onChange(condition === 'all' || (needsValue && text.trim() === '') ? undefined : { column, condition, ...(needsValue ? { value: text.trim() } : {}) });
    setOpen(false);
  };
  const clear = () => {
    setCondition(offered[0] ?? 'contain');
    setText('');
    onChange(undefined);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          type="button"
          size="2xs"
          variant={value ? 'subtle' : 'ghost'}
          colorPalette={value ? 'primary' : 'gray'}
          aria-label={value ? `Filter ${header} (active)` : `Filter ${header}`}
        >
          <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4-2v-4z" />
          </svg>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="18rem">
            <Popover.Body>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  apply();
                }}
              >
                <Stack gap="3">
                  <Popover.Title fontWeight="semibold">Filter {header}</Popover.Title>
                  <FormField label="Condition">
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={condition} onChange={(event) => setCondition(event.target.value as FilterCondition)}>
                        {offered.map((option) => (
                          <option key={option} value={option}>
                            {CONDITION_LABELS[option]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {needsValue ? (
                    <FormField label="Value">
                      <Input size="sm" type={type === 'number' ? 'number' : type === 'date' ? 'date' : 'text'} value={text} onChange={(event) => setText(event.target.value)} />
                    </FormField>
                  ) : null}
                  <HStack justify="flex-end">
                    <Button type="button" size="sm" variant="ghost" onClick={clear}>
                      Clear
                    </Button>
                    <Button type="submit" size="sm" colorPalette="primary">
                      Apply
                    </Button>
                  </HStack>
                </Stack>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
