import { Box, HStack, Span, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { BarChartBuckets } from './bar-chart-buckets';
import { bucketCentre, formatCompact, labelledBuckets, valueAxis } from './chart-scale';

export interface BarPoint {
  /** The bucket's label under its bar and in the text alternative (e.g. `10:00`, `21/11`). */
  label: string;
  /** Drawn as the bar. */
  value: number;
  /** A second figure of the bucket (e.g. the period before), drawn as a grey bar beside it. */
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
  /** How the value axis reads a tick; default Indonesian short numbers (`2,5 jt`, `750 rb`). */
  axisFormat?: (value: number) => string;
  /** Shown instead of the bars when every figure is 0. */
  emptyText?: string;
}

const HEIGHT = 120;
/** Theme colours as CSS variables: SVG attributes take no Chakra tokens (and `width` would be a style prop). */
const BAR = 'var(--chakra-colors-blue-solid)';
const MARK = 'var(--chakra-colors-gray-400)';
const GRID = 'var(--chakra-colors-border)';
const AXIS = 'var(--chakra-colors-border-emphasized)';
const ACTIVE = 'var(--chakra-colors-bg-muted)';

/**
 * A bar chart drawn as SVG (decision 111, amended by 130): one bar per bucket, the second figure
 * (the period before, or Pending) as a grey bar beside it, a value axis with Indonesian numbers,
 * each label under its own bar, and each bucket's figures on hover and keyboard focus (Tab into
 * the chart, then the arrow keys). The drawing is hidden from assistive technology; the buckets
 * carry their figures as names, and a sentence and a visually hidden table carry them all.
 */
export function BarChart({ title, points, format, valueName, markName, summary, axisFormat = formatCompact, emptyText = 'Tidak ada data dalam rentang ini.' }: BarChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const count = Math.max(points.length, 1);
  const highest = Math.max(0, ...points.map((point) => Math.max(point.value, point.mark ?? 0)));
  const axis = valueAxis(highest, { whole: true });
  const empty = highest === 0;
  const width = count * 10;
  const y = (value: number) => HEIGHT - (value / axis.top) * (HEIGHT - 2);
  const withMark = markName !== undefined;
  return (
    <Box as="figure" w="full" minW="0" m="0">
      <HStack gap="4" fontSize="xs" color="fg.muted" mb="2" wrap="wrap" aria-hidden="true">
        <HStack gap="1">
          <Box w="3" h="3" bg="blue.solid" borderRadius="sm" />
          <Span>{valueName}</Span>
        </HStack>
        {withMark ? (
          <HStack gap="1">
            <Box w="3" h="3" bg="gray.400" borderRadius="sm" />
            <Span>{markName}</Span>
          </HStack>
        ) : null}
      </HStack>
      <Box display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="2">
        {/* The value axis: its ticks' labels at their heights. */}
        <Box position="relative" h={`${HEIGHT}px`} minW="7" aria-hidden="true" data-value-axis="">
          {axis.ticks.map((tick) => (
            <Span key={tick} position="absolute" right="0" style={{ bottom: `${((HEIGHT - y(tick)) / HEIGHT) * 100}%` }} transform="translateY(50%)" fontSize="2xs" color="fg.muted" whiteSpace="nowrap" lineHeight="1">
              {axisFormat(tick)}
            </Span>
          ))}
        </Box>
        <Box position="relative" h={`${HEIGHT}px`} pr="3">
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} aria-hidden="true" focusable="false" style={{ display: 'block', overflow: 'visible' }}>
            {axis.ticks.map((tick) => (
              <line key={tick} x1="0" x2={width} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? AXIS : GRID} strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            {active === null ? null : <rect x={active * 10} width="10" y="0" height={HEIGHT} fill={ACTIVE} />}
            {points.map((point, index) => {
              const markHeight = HEIGHT - y(point.mark ?? 0);
              const valueHeight = HEIGHT - y(point.value);
              return (
                <g key={`${point.label}-${index}`} data-bucket={index}>
                  {withMark && markHeight > 0 ? <rect x={index * 10 + 1.5} width="3.25" y={HEIGHT - markHeight} height={markHeight} fill={MARK} /> : null}
                  {valueHeight > 0 ? <rect x={index * 10 + (withMark ? 5.25 : 1.5)} width={withMark ? 3.25 : 7} y={HEIGHT - valueHeight} height={valueHeight} fill={BAR} /> : null}
                </g>
              );
            })}
          </svg>
          {empty ? (
            <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" fontSize="sm" color="fg.muted" textAlign="center">
              {emptyText}
            </Text>
          ) : (
            <BarChartBuckets title={title} points={points} format={format} valueName={valueName} markName={markName} active={active} onActive={setActive} />
          )}
        </Box>
        <Box />
        {/* Each label centred under its own bar. */}
        <Box position="relative" h="5" mr="3" mt="1" aria-hidden="true" data-bucket-labels="">
          {labelledBuckets(points.length).map((index) => (
            <Span
              key={index}
              data-bucket={index}
              position="absolute"
              top="0"
              // Inline: a position per label, not a style class per value.
              style={{ left: `${bucketCentre(index, count)}%` }}
              transform="translateX(-50%)"
              fontSize="xs"
              color="fg.muted"
              whiteSpace="nowrap"
            >
              {points[index]?.label}
            </Span>
          ))}
        </Box>
      </Box>
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
