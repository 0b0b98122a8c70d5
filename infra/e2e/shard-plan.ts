// How run-shards.ts splits the browser suite: by the time each test took on an earlier run
// (durations.json), not by count as `--shard` does — with tests of 2 to 15 s, a split by count left one
// stack idle for two minutes at the end of every run. A test is named by its location (`file:line`,
// as `playwright test` takes it on the command line); the variants of a parameterised test share one
// location and one shard.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Seconds per location, from the list reporter's lines of a whole run. */
export type Durations = Record<string, number>;

const LOCATION = /(?:^|\s)(?:tests\/)?([\w.-]+\.spec\.ts):(\d+):\d+ › /;
const DURATION = /\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;

/** Every test's location, with how many tests stand at it, as `playwright test --list` prints them. */
export function listLocations(cli: string, cwd: string): Map<string, number> {
  const listed = spawnSync(process.execPath, [cli, 'test', '--list'], { cwd, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`playwright test --list falhou:\n${listed.stderr}`);
  const locations = new Map<string, number>();
  for (const line of listed.stdout.split('\n')) {
    const match = LOCATION.exec(line);
    if (!match) continue;
    const key = `${match[1]}:${match[2]}`;
    locations.set(key, (locations.get(key) ?? 0) + 1);
  }
  return locations;
}

/** The seconds each location took, from the lines of a run (a retried test counts its last try). */
export function durationsOf(lines: string[]): Durations {
  const perTest = new Map<string, { key: string; seconds: number }>();
  for (const line of lines) {
    const location = LOCATION.exec(line);
    const duration = DURATION.exec(line);
    if (!location || !duration || !/[✓✘]/.test(line)) continue;
    const value = Number(duration[1]);
    const seconds = duration[2] === 'ms' ? value / 1000 : duration[2] === 'm' ? value * 60 : value;
    const title = line
      .slice(line.indexOf('›'))
      .replace(DURATION, '')
      .replace(/\(retry #\d+\)\s*$/, '')
      .trim();
    perTest.set(`${location[1]}:${location[2]} ${title}`, { key: `${location[1]}:${location[2]}`, seconds });
  }
  const durations: Durations = {};
  for (const { key, seconds } of perTest.values())
    durations[key] = Math.round(((durations[key] ?? 0) + seconds) * 10) / 10;
  return durations;
}

export function readDurations(file: string): Durations {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Durations) : {};
}

/** Sorted keys, one per line: a refreshed file diffs by test. */
export function writeDurations(file: string, durations: Durations) {
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Longest first onto the least loaded shard. A location without a recorded time (a new test) weighs
 * what an average test weighs, times the tests at it.
 */
export function planShards(locations: Map<string, number>, durations: Durations, shards: number): string[][] {
  const known = [...locations].filter(([key]) => durations[key] !== undefined);
  const perTest =
    known.reduce((sum, [key]) => sum + (durations[key] ?? 0), 0) /
      Math.max(
        1,
        known.reduce((sum, [, count]) => sum + count, 0),
      ) || 5;
  const weight = (key: string, count: number) => durations[key] ?? perTest * count;
  const parts = Array.from({ length: shards }, () => ({ locations: [] as string[], load: 0 }));
  const heaviestFirst = [...locations].sort(([a, ac], [b, bc]) => weight(b, bc) - weight(a, ac));
  for (const [key, count] of heaviestFirst) {
    const lightest = parts.reduce((min, part) => (part.load < min.load ? part : min));
    lightest.locations.push(key);
    lightest.load += weight(key, count);
  }
  return parts.map((part) => part.locations.sort()).filter((part) => part.length > 0);
}
