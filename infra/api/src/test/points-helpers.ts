/**
 * Test-only helpers of the points lifecycle's job tests (services/points/points-jobs.test.ts and the
 * child process points-job-child.ts): customers with batches already due to expire, and a slowed
 * copy of the real expiry task that reports each committed chunk.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { JobContext } from '../services/jobs/job-types.ts';
import { creditPoints } from '../services/points/batch-credit.ts';
import { runDueBatches } from '../services/points/points-jobs.ts';
import { readProgrammeSettings } from '../services/points/programme-settings.ts';

export const SLOW_EXPIRE_TASK = 'test.points.expire';
const DAY = 86_400_000;

/** `customers` customers with `perCustomer` released batches each, earned 13 months ago (12-month validity). */
export async function seedExpiredBatches(
  db: Database,
  customers: number,
  perCustomer: number,
  cpfBase = 70_000_000_000,
) {
  await db.update(s.programmeSettings).set({ validityMonths: 12 }).where(eq(s.programmeSettings.id, 1));
  const users = await db
    .insert(s.users)
    .values(
      Array.from({ length: customers }, (_, i) => ({ cpf: String(cpfBase + i), fullName: `Cliente ${i}` })),
    )
    .returning({ id: s.users.id });
  const settings = await readProgrammeSettings(db);
  const now = new Date();
  const inputs = users.flatMap((user, u) =>
    Array.from({ length: perCustomer }, (_, b) => ({
      userId: user.id,
      source: 'SERVICE' as const,
      points: 10 + b,
      earnedAt: new Date(now.getTime() - (400 + u + b) * DAY),
      description: `Serviço ${u}-${b}`,
    })),
  );
  for (let i = 0; i < inputs.length; i += 500)
    await db.transaction((tx) => creditPoints(tx, inputs.slice(i, i + 500), settings, now));
  return users.map((user) => user.id);
}

/** Expired batches, and their EXPIRATION entries (all of them and per batch): equal when none ran twice. */
export async function expiryCounts(db: Database) {
  const result = await db.execute(sql`select
    (select count(*)::int from points_batches where expired > 0) as expired_batches,
    (select count(*)::int from points_ledger where kind = 'EXPIRATION') as entries,
    (select count(distinct external_id)::int from points_ledger where kind = 'EXPIRATION') as distinct_entries,
    (select count(*)::int from points_batches where released_at is not null and remaining > 0 and expires_at <= now()) as left_due`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
}

/** The real expiry run with small chunks, a pause after each committed one, and `onChunk` told of it. */
export function defineSlowExpiry(
  app: FastifyInstance,
  options: { chunk: number; delayMs: number; onChunk?: () => void },
) {
  app.jobs.define({
    name: SLOW_EXPIRE_TASK,
    maxAttempts: 3,
    handler: (ctx) =>
      runDueBatches(
        {
          ...ctx,
          step: async (work) => {
            const outcome = await ctx.step(work);
            options.onChunk?.();
            await new Promise((resolve) => setTimeout(resolve, options.delayMs));
            return outcome;
          },
        } as JobContext,
        'expire',
        options.chunk,
      ),
  });
}
