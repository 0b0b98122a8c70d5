import { parseArgs } from 'node:util';

export interface LoadOptions {
  /** Duration of the realistic mix. */
  seconds: number;
  /** Duration of the floor phase that follows it. */
  floorSeconds: number;
  sessions: number;
  databaseUrl: string | undefined;
  smoke: boolean;
  /** API processes behind the local gateway (PostgreSQL only); undefined: one process, no gateway. */
  instances: number | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function loadOptions(argv: string[]): LoadOptions {
  const { values: args } = parseArgs({
    // pnpm 12 passes a `--` through to the script (`bench:load -- --seconds 5`): drop it.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      seconds: { type: 'string' },
      'floor-seconds': { type: 'string' },
      sessions: { type: 'string' },
      'database-url': { type: 'string' },
      smoke: { type: 'boolean', default: false },
      instances: { type: 'string' },
    },
  });
  const smoke = args.smoke ?? false;
  const seconds = clamp(Number(args.seconds ?? (smoke ? 5 : 60)), 5, 600);
  // Half the mix is enough for a stable floor (one cheap request, no variance between operations);
  // the smoke mode only needs to see the phase answer.
  const defaultFloor = smoke ? 3 : Math.max(5, Math.round(seconds / 2));
  return {
    seconds,
    floorSeconds: clamp(Number(args['floor-seconds'] ?? defaultFloor), 2, 600),
    sessions: clamp(Number(args.sessions ?? (smoke ? 4 : 50)), 4, 200),
    databaseUrl: args['database-url'],
    smoke,
    instances: args.instances === undefined ? undefined : clamp(Number(args.instances), 1, 8),
  };
}
