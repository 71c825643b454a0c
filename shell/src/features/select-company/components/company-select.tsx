import { createListCollection, Portal, Select } from '@chakra-ui/react';
import type { CompanyOption } from '@console/shared';
import { useEffect, useMemo, useRef } from 'react';

export interface CompanySelectProps {
  companies: CompanyOption[];
  value: string;
  onChange: (companyId: string) => void;
  /** Called when the list closes, so a required error can show. */
  onClose: () => void;
  onOpenChange?: (open: boolean) => void;
  /** Takes focus when it appears: the page's one question is where the keyboard starts. */
  autoFocus?: boolean;
}

/** A single choice among the allowed companies; labelled by the surrounding FormField. */
export function CompanySelect({ companies, value, onChange, onClose, onOpenChange, autoFocus = false }: CompanySelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Focused once mounted (not with the autoFocus attribute, which focuses before the select's own
  // focus handling is in place, so Enter would not open the list).
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  const collection = useMemo(
    () => createListCollection({ items: companies.map((company) => ({ label: company.compName, value: String(company.compId) })) }),
    [companies],
  );
  return (
    <Select.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onOpenChange={(details) => {
        onOpenChange?.(details.open);
        if (!details.open) onClose();
      }}
      name="companyId"
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Control>
        <Select.Trigger ref={trigger}>
          <Select.ValueText placeholder="Choose a company" />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
