import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { POINTS, rupiah } from './points';

/** The same chart with `@chakra-ui/charts` on recharts: axes, grid, legend and tooltip, the library's usual set. */
export function ChakraChart() {
  const chart = useChart({
    data: POINTS.map((point) => ({ hour: point.label, paid: point.value, before: point.mark })),
    series: [
      { name: 'paid', color: 'blue.solid', label: 'Paid' },
      { name: 'before', color: 'gray.emphasized', label: 'Day before' },
    ],
  });
  return (
    <Chart.Root chart={chart} h="160px" aria-label="Paid per hour">
      <RechartsBarChart responsive data={chart.data}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('hour')} tickLine={false} axisLine={false} />
        <YAxis tickFormatter={rupiah} tickLine={false} axisLine={false} width={90} />
        <Chart.Tooltip />
        <Chart.Legend />
        {chart.series.map((item) => (
          <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} />
        ))}
      </RechartsBarChart>
    </Chart.Root>
  );
}
