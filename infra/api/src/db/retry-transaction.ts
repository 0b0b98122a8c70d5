import { sqlStateOf } from './sql-state.ts';

/**
 * deadlock_detected and serialization_failure: PostgreSQL rolled the whole transaction back, so
 * running it again from the start is safe and is what the server asks for.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction, again when PostgreSQL aborted it for a deadlock or a serialization failure.
 * Ledger writes touch shared rollup rows (points_liability, points_ledger_daily) from triggers, so
 * two redemptions at the same moment can wait on each other; the loser used to become a 500.
 * `run` must do nothing outside the database (it may run up to ATTEMPTS times).
 */
export async function retryTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
      // Jittered, growing pauses so the two losers of a deadlock do not meet again at once.
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}
