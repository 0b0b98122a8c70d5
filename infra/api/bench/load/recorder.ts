/** Latencies and failures of one phase, per operation name. */
export interface Recorder {
  readonly latencies: Map<string, number[]>;
  readonly errors: Map<string, string[]>;
  record: (name: string, ms: number) => void;
  fail: (name: string, why: string) => void;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key) ?? [];
  map.set(key, list);
  list.push(value);
}

export function createRecorder(): Recorder {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, string[]>();
  return {
    latencies,
    errors,
    record: (name, ms) => push(latencies, name, ms),
    fail: (name, why) => push(errors, name, why),
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const requestCount = (r: Recorder) => [...r.latencies.values()].reduce((n, l) => n + l.length, 0);
export const errorCount = (r: Recorder) => [...r.errors.values()].reduce((n, l) => n + l.length, 0);
export const sortedLatencies = (r: Recorder) => [...r.latencies.values()].flat().sort((a, b) => a - b);
