import { BarChart } from '../../shared/src/overview/bar-chart';
import { POINTS, rupiah } from './points';

/** The console's own chart (decision 111). */
export function SvgChart() {
  return <BarChart title="Paid per hour" points={POINTS} format={rupiah} valueName="Paid" markName="Day before" summary="Paid per hour against the day before." />;
}
