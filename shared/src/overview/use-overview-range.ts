import { useSearchParams } from 'react-router';
import { isDatePreset } from '../inputs/date-presets';
import type { OverviewRange } from './overview-range';

/** The URL parameter holding a panel's range: `range.<panel id>`. */
export const overviewRangeParam = (panelId: string) => `range.${panelId}`;

/**
 * A Home panel's range, kept in the page's URL (`range.payments=30d`; today is left out), so Back
 * from a figure's list, a reload or a shared link shows the range that was chosen. A choice
 * replaces the URL's entry rather than adding one: Back leaves Home, it does not step through ranges.
 */
export function useOverviewRange(panelId: string): [OverviewRange, (range: OverviewRange) => void] {
  const [params, setParams] = useSearchParams();
  const name = overviewRangeParam(panelId);
  const value = params.get(name);
  const range: OverviewRange = isDatePreset(value) ? value : 'today';
  const setRange = (next: OverviewRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'today') updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}
