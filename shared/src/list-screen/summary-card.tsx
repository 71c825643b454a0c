import { Card, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { formatNumber } from '../format/number-format';

export interface SummaryItem {
  label: string;
  /** A number is shown the Indonesian way (`1.234.567`), text as is; `undefined` while loading. */
  value: string | number | undefined;
}

export interface SummaryCardProps {
  title: string;
  items: readonly SummaryItem[];
  /** A colour palette for the card (e.g. `info` for the blue `Status Pelunasan` card). */
  palette?: string;
  /** A line under the figures saying what they count, when the list below shows other rows (a status filter). */
  note?: string | undefined;
}

const shown = (value: string | number) => (typeof value === 'number' ? formatNumber(value) : value);

/**
 * The summary card of a list screen, e.g. `Ringkasan` with `Jumlah Data`. It spans the width of
 * the toolbar and table below it, so their edges line up.
 */
export function SummaryCard({ title, items, palette, note }: SummaryCardProps) {
  const tinted = palette !== undefined;
  return (
    <Card.Root size="sm" variant={tinted ? 'subtle' : 'outline'} colorPalette={palette} w="full" bg={tinted ? 'colorPalette.subtle' : undefined}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: Math.min(items.length, 5) }} gap="4">
          {items.map((item) => (
            <Stat.Root key={item.label}>
              <Stat.Label>{item.label}</Stat.Label>
              {item.value === undefined ? (
                <Skeleton height="8" width="16" />
              ) : (
                <Stat.ValueText aria-label={`${item.label}: ${shown(item.value)}`}>{shown(item.value)}</Stat.ValueText>
              )}
            </Stat.Root>
          ))}
        </SimpleGrid>
        {note ? (
          <Text fontSize="sm" color="fg.muted" mt="3">
            {note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
