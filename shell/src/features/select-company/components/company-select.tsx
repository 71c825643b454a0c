import { createListCollection, Portal, Select } from '@chakra-ui/react';
import type { CompanyOption } from '@console/shared';
import { useMemo } from 'react';

export interface CompanySelectProps {
  companies: CompanyOption[];
  value: string;
  onChange: (companyId: string) => void;
  /** Called when the list closes, so a required error can show. */
  onClose: () => void;
  onOpenChange?: (open: boolean) => void;
}

/** A single choice among the allowed companies; labelled by the surrounding FormField. */
export function CompanySelect({ companies, value, onChange, onClose, onOpenChange }: CompanySelectProps) {
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
        <Select.Trigger>
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
