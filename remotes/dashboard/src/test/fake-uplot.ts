import type uPlot from 'uplot';

/** A chart the component created, as a test reads it. */
export interface FakeChart {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  sizes: Array<{ width: number; height: number }>;
  destroyed: boolean;
}

/** Every chart created since the test file started (newest last). */
export const charts: FakeChart[] = [];

/**
 * uPlot's module boundary for jsdom, which has no canvas: records what the component asked to
 * draw (options, columns, target) instead of drawing it. Tests use it with
 * `jest.mock('uplot', () => jest.requireActual('<path>/test/fake-uplot'))`.
 */
export default class FakeUPlot {
  static paths = { bars: () => () => null };
  private readonly chart: FakeChart;

  constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
    this.chart = { options, data, target, sizes: [], destroyed: false };
    charts.push(this.chart);
  }

  setSize(size: { width: number; height: number }) {
    this.chart.sizes.push(size);
  }

  destroy() {
    this.chart.destroyed = true;
  }
}
