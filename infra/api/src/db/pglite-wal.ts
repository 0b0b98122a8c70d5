import type { PgliteLike } from './pglite-like.ts';

/**
 * PGlite runs PostgreSQL as a single-user backend: there is no checkpointer, and a standalone
 * backend never asks for a checkpoint when its WAL grows (XLogWrite does so only under a
 * postmaster). Without one, pg_wal keeps every segment until the database is closed: 11 GB during a
 * 1 M-customer load, and a long-running embedded API would fill its disk. So the API checkpoints
 * PGlite itself once the WAL has grown by `everyBytes` since the last checkpoint, checking every
 * `intervalMs` with one cheap query (docs/operations.md, "The embedded database").
 */
export interface WalKeeperOptions {
  intervalMs?: number;
  everyBytes?: number;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_EVERY_BYTES = 256 * 2 ** 20;

/** One check: a CHECKPOINT when the WAL written since the last one exceeds `everyBytes`. */
export async function checkpointIfWalGrew(client: PgliteLike, everyBytes: number): Promise<boolean> {
  const { rows } = await client.query<{ grown: string }>(
    `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), (pg_control_checkpoint()).redo_lsn)::text AS grown`,
  );
  if (Number(rows[0]?.grown ?? 0) < everyBytes) return false;
  await client.exec('CHECKPOINT');
  return true;
}

/** Checks on a timer until `stop()`; a failed check (the database closing) is retried next time. */
export function keepWalInCheck(client: PgliteLike, options: WalKeeperOptions = {}): { stop: () => void } {
  const everyBytes = options.everyBytes ?? DEFAULT_EVERY_BYTES;
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    checkpointIfWalGrew(client, everyBytes)
      .catch(() => false)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? DEFAULT_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
