import type { TrendPoint } from '@fidelidade/contract';
import { formatDate, formatNumber } from '@fidelidade/session';
import type { GlobalToken } from 'antd';
import type uPlot from 'uplot';

/** The chart's colours, from the antd theme tokens so light and dark themes both read well. */
export interface ChartColors {
  earned: string;
  spent: string;
  redemptions: string;
  axis: string;
  grid: string;
  font: string;
}

/**
 * Green for points earned, red for points spent, and the info blue for redemptions: the brand's
 * primary colour is red too, so it would make redemptions read like points spent.
 */
export function chartColors(token: GlobalToken): ChartColors {
  return {
    earned: token.colorSuccess,
    spent: token.colorError,
    redemptions: token.colorInfo,
    axis: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    font: `${token.fontSizeSM}px ${token.fontFamily}`,
  };
}

/** '#rgb' or '#rrggbb' with an alpha; other colour syntaxes are returned as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** uPlot's columns: x is the day's index (the axis prints its date), then one column per series. */
export function trendData(series: TrendPoint[]): uPlot.AlignedData {
  return [
    series.map((_, index) => index),
    series.map((day) => day.points_earned),
    series.map((day) => day.points_spent),
    series.map((day) => day.redemptions),
  ];
}

const shown = (value: number | null) => (value === null ? '—' : formatNumber(value));
/** Tick steps of whole numbers (1, 2, 5, 10, 20, 50, …): points and redemptions have no fractions. */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();
const wholeTicks = (splits: number[]) => splits.map((value) => formatNumber(value));

/**
 * Points earned and spent as areas on the left axis, redemptions as bars on the right axis (their
 * scales differ by orders of magnitude). `bars` is uPlot's bar path builder, passed in so this
 * module stays free of uPlot's run-time code.
 */
export function trendChartOptions(
  series: TrendPoint[],
  colors: ChartColors,
  size: { width: number; height: number },
  bars: uPlot.Series.PathBuilder | undefined,
): uPlot.Options {
  const dayLabel = (index: number, short: boolean) => {
    const date = formatDate(series[index]?.date ?? '');
    return short ? date.slice(0, 5) : date;
  };
  const axis = { stroke: colors.axis, font: colors.font, ticks: { stroke: colors.grid, width: 1 } };
  return {
    ...size,
    scales: {
      x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] },
      points: { range: (_chart, _min, max) => [0, Math.max(max, 1) * 1.1] },
      redemptions: { range: (_chart, _min, max) => [0, Math.max(max, 4) * 1.1] },
    },
    series: [
      { label: 'Data', value: (_chart, index) => (index === null ? '—' : dayLabel(index, false)) },
      {
        label: 'Pontos ganhos',
        scale: 'points',
        stroke: colors.earned,
        fill: withAlpha(colors.earned, 0.12),
        width: 2,
        value: (_chart, value) => shown(value),
      },
      {
        label: 'Pontos gastos',
        scale: 'points',
        stroke: colors.spent,
        fill: withAlpha(colors.spent, 0.12),
        width: 2,
        value: (_chart, value) => shown(value),
      },
      {
        label: 'Resgates',
        scale: 'redemptions',
        stroke: colors.redemptions,
        fill: withAlpha(colors.redemptions, 0.35),
        width: 1,
        paths: bars,
        points: { show: false },
        value: (_chart, value) => shown(value),
      },
    ],
    axes: [
      {
        ...axis,
        grid: { show: false },
        space: 48,
        incrs: [1, 2, 7, 14, 28],
        values: (_chart, splits) =>
          splits.map((index) => (Number.isInteger(index) ? dayLabel(index, true) : '')),
      },
      {
        ...axis,
        scale: 'points',
        size: 64,
        grid: { stroke: colors.grid, width: 1 },
        incrs: WHOLE_STEPS,
        values: (_chart, splits) => wholeTicks(splits),
      },
      {
        ...axis,
        scale: 'redemptions',
        side: 1,
        size: 44,
        grid: { show: false },
        incrs: WHOLE_STEPS,
        values: (_chart, splits) => wholeTicks(splits),
      },
    ],
  };
}
