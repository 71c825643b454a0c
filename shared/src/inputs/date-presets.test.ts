import { DATE_PRESETS, isDatePreset, presetRange } from './date-presets';

describe('date presets', () => {
  it('cover the days a dashboard user means by them, in the site calendar', () => {
    expect(presetRange('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('7d', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('month', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(presetRange('month', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('are labelled in Indonesian and read back from text', () => {
    expect(DATE_PRESETS.map((preset) => preset.label)).toEqual(['Hari ini', 'Kemarin', '7 hari', '30 hari', 'Bulan ini']);
    expect(isDatePreset('30d')).toBe(true);
    expect(isDatePreset('90d')).toBe(false);
    expect(isDatePreset(null)).toBe(false);
  });
});
