import { FLOOR_OPERATION } from './floor.ts';
import { errorCount, percentile, type Recorder, requestCount, sortedLatencies } from './recorder.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The per-operation table of the realistic mix. */
export function printMixTable(mix: Recorder) {
  console.log(
    `${'operation'.padEnd(36)} ${'count'.padStart(7)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, list] of [...mix.latencies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(36)} ${String(list.length).padStart(7)} ${String(mix.errors.get(name)?.length ?? 0).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
}

/** `N requests, R req/s, p50 …, p99 …` of a phase. */
export function throughputLine(rec: Recorder, seconds: number) {
  const all = sortedLatencies(rec);
  const requests = requestCount(rec);
  return `${requests} requests, ${(requests / seconds).toFixed(0)} req/s, p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}`;
}

export function floorLines(floor: Recorder, floorSeconds: number, mix: Recorder, mixSeconds: number) {
  const floorRate = requestCount(floor) / floorSeconds;
  const mixRate = requestCount(mix) / mixSeconds;
  const share = floorRate > 0 ? `${Math.round((100 * mixRate) / floorRate)}%` : 'n/a';
  return [
    `floor (${FLOOR_OPERATION}): ${throughputLine(floor, floorSeconds)}, ${errorCount(floor)} errors`,
    `mix = ${share} of the floor (${mixRate.toFixed(0)} against ${floorRate.toFixed(0)} req/s)`,
  ];
}

/** `where`: whose event loop the probe ran on (the generator's, or a thread of its own). */
export function healthLine(health: Recorder, where: string) {
  const all = sortedLatencies(health);
  return (
    `/health during the mix (every 100 ms, own connection, ${where}): ${all.length} probes, p50 ${ms(percentile(all, 50))}, ` +
    `p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1) ?? 0)}, ${errorCount(health)} errors`
  );
}

export function printErrors(rec: Recorder) {
  for (const [name, list] of rec.errors) console.log(`errors in ${name}: ${list.slice(0, 3).join(' | ')}`);
}
