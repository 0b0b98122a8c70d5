import type { TrendPoint } from '@fidelidade/contract';
import type uPlot from 'uplot';
import { type ChartColors, trendChartOptions, withAlpha } from './trend-chart-options';

const series: TrendPoint[] = [
  { date: '2026-04-30', points_earned: 1500, points_spent: 0, redemptions: 0 },
  { date: '2026-05-01', points_earned: 0, points_spent: 25, redemptions: 4 },
];
const colors: ChartColors = {
  earned: '#52c41a',
  spent: '#ff4d4f',
  redemptions: '#1677ff',
  axis: 'rgba(0, 0, 0, 0.65)',
  grid: '#f0f0f0',
  font: '12px sans-serif',
};
const options = trendChartOptions(series, colors, { width: 600, height: 260 }, undefined);
const chart = {} as uPlot;

describe('trendChartOptions', () => {
  it('x ticks read as DD/MM of the answer days (whole indexes only); the legend shows the full date', () => {
    const values = options.axes?.[0]?.values as (u: uPlot, splits: number[]) => string[];
    expect(values(chart, [0, 0.5, 1])).toEqual(['30/04', '', '01/05']);
    const legend = options.series[0]?.value as (u: uPlot, index: number | null) => string;
    expect(legend(chart, 1)).toBe('01/05/2026');
  });

  it('y ticks and legend values are pt-BR numbers; the right axis is the redemptions scale', () => {
    const points = options.axes?.[1]?.values as (u: uPlot, splits: number[]) => string[];
    expect(points(chart, [0, 1000, 2000])).toEqual(['0', '1.000', '2.000']);
    expect(options.axes?.[2]).toMatchObject({ scale: 'redemptions', side: 1 });
    const earned = options.series[1]?.value as (u: uPlot, value: number | null) => string;
    expect(earned(chart, 12345)).toBe('12.345');
    expect(earned(chart, null)).toBe('—');
  });

  it('areas are the line colour made translucent', () => {
    expect(options.series[1]?.fill).toBe('rgba(82, 196, 26, 0.12)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
