import { Alert, Button, ButtonGroup, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { OVERVIEW_RANGES, type OverviewRange } from './overview-range';

export interface OverviewPanelProps {
  title: string;
  range: OverviewRange;
  onRangeChange: (range: OverviewRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Why the figures could not be read (the figures already shown stay). */
  error?: string | null;
  children: ReactNode;
}

/**
 * The frame of a Home page panel: its heading, Today / 7 days / 30 days, Refresh, a message when
 * the figures could not be read, and the figures and charts below. A region named by its heading.
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
            <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={`${title} range`}>
              {OVERVIEW_RANGES.map((option) => (
                <Button
                  key={option.value}
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
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
