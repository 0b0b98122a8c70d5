import type { TrendPoint } from '@fidelidade/contract';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColors, trendChartOptions, trendData } from '../lib/trend-chart-options';

const HEIGHT = 260;

/**
 * The trends drawn by uPlot on a canvas. Screen readers get the label (the period's totals); the
 * per-day figures are in the table the card can show below.
 */
export function TrendChart({ series, label }: { series: TrendPoint[]; label: string }) {
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const bars = uPlot.paths.bars?.({ size: [0.6, 24] });
    let width = element.clientWidth;
    const options = trendChartOptions(
      series,
      chartColors(token),
      { width: width || 600, height: HEIGHT },
      bars,
    );
    const chart = new uPlot(options, trendData(series), element);
    // The card's width follows the screen; the legend's height changes must not loop back here.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      chart.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [series, token]);

  return <div ref={container} role="img" aria-label={label} data-testid="trend-chart" />;
}
