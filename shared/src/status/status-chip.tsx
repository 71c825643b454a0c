import { Badge } from '@chakra-ui/react';

/** A small coloured label: the one chip every status of the console is shown with. */
export function StatusChip({ label, palette }: { label: string; palette: string }) {
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" borderRadius="full" px="2">
      {label}
    </Badge>
  );
}
