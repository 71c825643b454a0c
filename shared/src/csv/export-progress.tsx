import { Button, HStack, Progress } from '@chakra-ui/react';
import { formatPrice } from '../format/number-format';
import type { ExportProgressState } from './use-csv-export';

export interface ExportProgressProps {
  /** The running export's progress (`useCsvExport().progress`); nothing is shown when null. */
  progress: ExportProgressState | null;
  onCancel: () => void;
  label?: string;
}

/**
 * The progress of a running export, inline (not a modal, so the screen stays usable): a bar with
 * `{done} of {total} rows` and a Cancel button (nothing is downloaded then).
 */
export function ExportProgress({ progress, onCancel, label = 'Export CSV' }: ExportProgressProps) {
  if (!progress) return null;
  const { done, total } = progress;
  const text = total > 0 ? `${formatPrice(done)} of ${formatPrice(total)} rows` : 'Preparing..';
  return (
    <HStack gap="3" maxW="3xl" role="group" aria-label={label}>
      <Progress.Root flex="1" size="sm" colorPalette="primary" value={total > 0 ? Math.round((done / total) * 100) : null} aria-label={`${label}: ${text}`}>
        <HStack gap="3">
          <Progress.Label whiteSpace="nowrap">{label}</Progress.Label>
          <Progress.Track flex="1">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText whiteSpace="nowrap">{text}</Progress.ValueText>
        </HStack>
      </Progress.Root>
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </HStack>
  );
}
