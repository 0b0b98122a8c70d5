// The sizes every data benchmark takes: a full run by default, `--smoke` small enough for npm test
// (every check still runs), each size overridable (`--customers N --entries N --requests N`).
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function benchArgs<O extends Options>(extra: O) {
  return parseArgs({
    // pnpm 12 passes a `--` through to the script (`bench:lists -- --requests 50`): drop it.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      customers: { type: 'string' },
      entries: { type: 'string' },
      requests: { type: 'string' },
      'database-url': { type: 'string' },
      smoke: { type: 'boolean', default: false },
      ...extra,
    },
  }).values;
}

/** `given`, else the full or the smoke size, never below `floor`. */
export const benchSize = (given: unknown, full: number, smoke: number, isSmoke: unknown, floor = 1) =>
  Math.max(floor, Math.floor(Number(typeof given === 'string' ? given : isSmoke ? smoke : full)));
