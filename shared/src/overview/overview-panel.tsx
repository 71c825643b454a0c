import { Alert, Button, ButtonGroup, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { OVERVIEW_RANGES, type OverviewRange } from './overview-range';

export interface OverviewPanelProps {
  title: string;
  range: OverviewRange;
  onRangeChange: (range: OverviewRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Why the figures could not be read, in the user's words (`loadFailureText`); the figures already shown stay. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The frame of a Home page panel: its heading, the range (Hari ini, Kemarin, 7 hari, 30 hari,
 * Bulan ini), Refresh, a message with `Coba lagi` when the figures could not be read, and the
 * figures and charts below. A region named by its heading. A panel with nothing to show yet
 * passes no children while it has an error, so no placeholder suggests it is still loading.
 */
export function OverviewPanel({ title, range, onRangeChange, onRefresh, refreshing, error, children }: OverviewPanelProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" w="full" minW="0">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={`Rentang ${title}`}>
              {OVERVIEW_RANGES.map((option) => (
                <Button
                  key={option.value}
                  px="2"
                  aria-pressed={option.value === range}
                  variant={option.value === range ? 'solid' : 'outline'}
                  onClick={() => onRangeChange(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </ButtonGroup>
            <Button size="xs" variant="outline" onClick={onRefresh} loading={refreshing} loadingText="Refresh" aria-label={`Refresh ${title}`}>
              Refresh
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {error ? (
            <Alert.Root status="error" size="sm" alignItems="center">
              <Alert.Indicator />
              <Alert.Title flex="1">{error}</Alert.Title>
              <Button size="xs" variant="outline" colorPalette="red" onClick={onRefresh} loading={refreshing}>
                Coba lagi
              </Button>
            </Alert.Root>
          ) : null}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
