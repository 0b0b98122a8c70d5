/**
 * Test-only tasks for the job engine's tests (services/jobs/job-engine.test.ts and the child process
 * in chunked-job-child.ts): a chunked job whose every chunk inserts its items into job_test_items in
 * the chunk's step, so a chunk applied twice or skipped shows in the counts.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export const CHUNKED_TASK = 'test.chunked';

export async function createItemsTable(db: Database): Promise<void> {
  await db.execute(
    sql`create table if not exists job_test_items (job_id bigint not null, item integer not null)`,
  );
}

/** Rows written per job: all of them and the distinct items (equal when no chunk ran twice). */
export async function itemCounts(db: Database, jobId: number): Promise<{ rows: number; distinct: number }> {
  const result = await db.execute(
    sql`select count(*)::int as rows, count(distinct item)::int as distinct from job_test_items where job_id = ${jobId}`,
  );
  const [row] = (result as unknown as { rows: Array<{ rows: number; distinct: number }> }).rows;
  return row ?? { rows: 0, distinct: 0 };
}

/**
 * Processes `payload.total` items `payload.chunk` at a time, each chunk one step (its inserts, the
 * checkpoint and the progress in one transaction); `onChunk` hears each committed chunk.
 */
export function defineChunkedTask(
  app: FastifyInstance,
  options: { delayMs: number; onChunk?: (done: number) => void; leaseSeconds?: number },
): void {
  app.jobs.define({
    name: CHUNKED_TASK,
    maxAttempts: 3,
    handler: async (ctx) => {
      const { total, chunk } = ctx.payload as { total: number; chunk: number };
      let offset = (ctx.checkpoint as { offset: number } | null)?.offset ?? 0;
      while (offset < total) {
        const end = Math.min(total, offset + chunk);
        const from = offset;
        await ctx.step(async (tx) => {
          await tx.execute(
            sql`insert into job_test_items (job_id, item) select ${ctx.job.id}::bigint, g from generate_series(${from}::int, ${end - 1}::int) g`,
          );
          return { checkpoint: { offset: end }, done: end, total, message: `itens ${from + 1}–${end}` };
        });
        offset = end;
        options.onChunk?.(end);
        await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      }
    },
  });
}
