import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { SearchHit } from './search-types';

export interface SearchHitOptionProps {
  hit: SearchHit;
  id: string;
  active: boolean;
  onPick: () => void;
  onPoint: () => void;
}

/**
 * One hit as an option of the search's listbox: what it is and the identifier that matched, then
 * its amount, status and date. Pressing it keeps the focus in the search box (the combobox
 * pattern), so the focus comes back there when a detail opened from it closes.
 */
export function SearchHitOption({ hit, id, active, onPick, onPoint }: SearchHitOptionProps) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      px="2"
      py="1.5"
      borderRadius="sm"
      cursor="pointer"
      bg={active ? 'bg.emphasized' : undefined}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onPoint}
      onClick={onPick}
    >
      <Text fontWeight="medium" overflowWrap="anywhere">
        {hit.title}
        {hit.matched ? (
          <Text as="span" fontWeight="normal" color="fg.muted">{` · ${hit.matched}`}</Text>
        ) : null}
      </Text>
      <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
        {hit.amount ? <Text as="span" color="fg" fontVariantNumeric="tabular-nums">{hit.amount}</Text> : null}
        {hit.status ? (
          <Badge colorPalette={hit.status.palette} size="sm">
            {hit.status.label}
          </Badge>
        ) : null}
        {hit.date ? <Text as="span">{hit.date}</Text> : null}
      </HStack>
    </Box>
  );
}
