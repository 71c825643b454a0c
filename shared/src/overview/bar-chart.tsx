import { Box, HStack, Span, Table, Text, VisuallyHidden } from '@chakra-ui/react';

export interface BarPoint {
  /** The bucket's label under its bar and in the text alternative (e.g. `10:00`, `21 Nov`). */
  label: string;
  /** Drawn as the bar. */
  value: number;
  /** A second figure of the bucket (e.g. the period before), drawn as a thin mark across the bar. */
  mark?: number;
}

export interface BarChartProps {
  /** What the chart shows; its accessible name and the caption of its text alternative. */
  title: string;
  points: readonly BarPoint[];
  /** How a value reads (e.g. `formatRupiah`). */
  format: (value: number) => string;
  /** Legend names of the bars and of the marks. */
  valueName: string;
  markName?: string;
  /** One sentence saying what the chart shows, read before the table. */
  summary: string;
}

const HEIGHT = 120;
/** Theme colours as CSS variables: SVG attributes take no Chakra tokens (and `width` would be a style prop). */
const BAR = 'var(--chakra-colors-blue-solid)';
const MARK = 'var(--chakra-colors-fg-muted)';
const AXIS = 'var(--chakra-colors-border-emphasized)';

/**
 * A bar chart drawn as SVG (decision 111): one bar per bucket, a second figure (the period
 * before, say) as a mark on each, colours from the theme, full width of its panel. The picture is hidden from assistive
 * technology; a one-sentence summary and a visually hidden table carry the same figures.
 */
export function BarChart({ title, points, format, valueName, markName, summary }: BarChartProps) {
  const max = Math.max(1, ...points.map((point) => Math.max(point.value, point.mark ?? 0)));
  const width = Math.max(points.length, 1) * 10;
  const every = Math.ceil(points.length / 6);
  return (
    <Box as="figure" w="full" minW="0" m="0">
      <HStack gap="4" fontSize="xs" color="fg.muted" mb="1" wrap="wrap" aria-hidden="true">
        <HStack gap="1">
          <Box w="3" h="3" bg="blue.solid" borderRadius="sm" />
          <Span>{valueName}</Span>
        </HStack>
        {markName ? (
          <HStack gap="1">
            <Box w="3" h="0.5" bg="fg.muted" />
            <Span>{markName}</Span>
          </HStack>
        ) : null}
      </HStack>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
        <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke={AXIS} strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {points.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          const mark = point.mark === undefined ? null : HEIGHT - (point.mark / max) * (HEIGHT - 4);
          return (
            <g key={point.label}>
              <rect x={index * 10 + 1.5} width="7" y={HEIGHT - height} height={height} fill={BAR} />
              {mark === null || point.mark === 0 ? null : (
                <line x1={index * 10} x2={index * 10 + 10} y1={mark} y2={mark} stroke={MARK} strokeWidth="2" vectorEffect="non-scaling-stroke" />
              )}
            </g>
          );
        })}
      </svg>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true" overflow="hidden">
        {points
          .filter((_, index) => index % every === 0)
          .map((point) => (
            <Span key={point.label} whiteSpace="nowrap">
              {point.label}
            </Span>
          ))}
      </HStack>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
        {summary}
      </Text>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Waktu</Table.ColumnHeader>
              <Table.ColumnHeader>{valueName}</Table.ColumnHeader>
              {markName ? <Table.ColumnHeader>{markName}</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((point) => (
              <Table.Row key={point.label}>
                <Table.Cell>{point.label}</Table.Cell>
                <Table.Cell>{format(point.value)}</Table.Cell>
                {markName ? <Table.Cell>{format(point.mark ?? 0)}</Table.Cell> : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
