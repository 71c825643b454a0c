import { Box, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { BarPoint } from './bar-chart';
import { bucketCentre } from './chart-scale';

export interface BarChartBucketsProps {
  title: string;
  points: readonly BarPoint[];
  format: (value: number) => string;
  valueName: string;
  markName?: string | undefined;
  /** The bucket pointed at or focused, drawn highlighted by the chart. */
  active: number | null;
  onActive: (index: number | null) => void;
}

/** A bucket's figures in words: `25/11: Lunas Rp. 2.000.000, Periode sebelumnya Rp. 1.500.000`. */
export const bucketText = (point: BarPoint, format: (value: number) => string, valueName: string, markName?: string) =>
  `${point.label}: ${valueName} ${format(point.value)}${markName === undefined ? '' : `, ${markName} ${format(point.mark ?? 0)}`}`;

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The chart's buckets as the user reaches them: one column per bucket over the drawing, each
 * named by its figures; pointing at one or focusing it shows those figures above its bar. One
 * column is in the tab order at a time (the last one focused); the arrow keys, Home and End move
 * between them.
 */
export function BarChartBuckets({ title, points, format, valueName, markName, active, onActive }: BarChartBucketsProps) {
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const [tabStop, setTabStop] = useState(0);
  const last = points.length - 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    columns.current[move(index, last)]?.focus();
  };
  const shown = active === null ? null : points[active];
  const centre = active === null ? 0 : bucketCentre(active, points.length);
  return (
    // Over the drawing (the plot's right padding left out, as the drawing leaves it).
    <Box position="absolute" top="0" bottom="0" left="0" right="3">
      <Box role="group" aria-label={title} position="absolute" inset="0" display="flex" onMouseLeave={() => onActive(null)}>
        {points.map((point, index) => (
          <Box
            key={`${point.label}-${index}`}
            ref={(element: HTMLDivElement | null) => {
              columns.current[index] = element;
            }}
            data-bucket={index}
            role="img"
            aria-label={bucketText(point, format, valueName, markName)}
            tabIndex={index === Math.min(tabStop, last) ? 0 : -1}
            flex="1"
            minW="0"
            cursor="default"
            outline="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px', borderRadius: 'sm' }}
            onMouseEnter={() => onActive(index)}
            onFocus={() => {
              setTabStop(index);
              onActive(index);
            }}
            onBlur={() => onActive(null)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
        ))}
      </Box>
      {shown ? (
        <Box
          aria-hidden="true"
          data-bucket-tooltip=""
          position="absolute"
          bottom="100%"
          style={{ left: `${centre}%`, transform: `translateX(${centre < 20 ? '-10%' : centre > 80 ? '-90%' : '-50%'})` }}
          mb="1"
          px="2"
          py="1"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          fontSize="xs"
          whiteSpace="nowrap"
          pointerEvents="none"
          zIndex="1"
        >
          <Text fontWeight="semibold">{shown.label}</Text>
          <Text>{`${valueName}: ${format(shown.value)}`}</Text>
          {markName === undefined ? null : <Text color="fg.muted">{`${markName}: ${format(shown.mark ?? 0)}`}</Text>}
        </Box>
      ) : null}
    </Box>
  );
}
