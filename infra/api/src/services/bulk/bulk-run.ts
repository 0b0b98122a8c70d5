import type { BulkAction } from '@fidelidade/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bulkActionFiles, bulkActions, jobs } from '../../db/schema/index.ts';
import type { JobContext } from '../jobs/job-types.ts';
import { applyChunk } from './bulk-apply.ts';

export const BULK_TASK = 'bulk.run';
/** Targets per step: their writes, counts and checkpoint in one transaction. */
export const BULK_CHUNK = 1000;
const SAMPLES = 50;

export type BulkRow = typeof bulkActions.$inferSelect;

/**
 * The bulk.run handler (docs/architecture.md §5, background jobs): the action's fixed targets in
 * chunks of BULK_CHUNK; each chunk's effects, the counts, the skipped samples and the checkpoint
 * (the next index) commit together, so a run taken over after a crash neither repeats nor skips one.
 */
export function bulkHandler(db: Database) {
  return async (ctx: JobContext<{ bulkId: number }>) => {
    const [bulk] = await db.select().from(bulkActions).where(eq(bulkActions.id, ctx.payload.bulkId));
    if (!bulk) return;
    const total = bulk.targetIds.length;
    for (;;) {
      const step = await ctx.step(async (tx, saved) => {
        const next = (saved as { next: number } | null)?.next ?? 0;
        if (next >= total) {
          await tx.update(bulkActions).set({ finishedAt: new Date() }).where(eq(bulkActions.id, bulk.id));
          return { checkpoint: { next }, done: total, total, message: 'Concluída', value: false };
        }
        const ids = bulk.targetIds.slice(next, next + BULK_CHUNK);
        const outcome = await applyChunk(tx, ids, {
          bulkId: bulk.id,
          action: bulk.action,
          points: bulk.points,
          reason: bulk.reason,
          audienceId: bulk.audienceId,
          by: bulk.createdById,
          now: new Date(),
        });
        if (outcome.csv !== undefined)
          await tx
            .insert(bulkActionFiles)
            .values({ bulkActionId: bulk.id, seq: next / BULK_CHUNK, content: outcome.csv });
        await tx
          .update(bulkActions)
          .set({
            applied: sql`${bulkActions.applied} + ${outcome.applied}`,
            skipped: sql`${bulkActions.skipped} + ${outcome.skipped.length}`,
            // The first SAMPLES skipped targets and why; the count holds the rest.
            skippedSamples: sql`case when jsonb_array_length(${bulkActions.skippedSamples}) >= ${SAMPLES} then ${bulkActions.skippedSamples} else (${bulkActions.skippedSamples} || ${JSON.stringify(outcome.skipped.slice(0, SAMPLES))}::jsonb) end`,
          })
          .where(eq(bulkActions.id, bulk.id));
        const done = Math.min(total, next + BULK_CHUNK);
        return {
          checkpoint: { next: done },
          done,
          total,
          message: `${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
          value: true,
        };
      });
      if (!step.value) break;
    }
  };
}

export async function bulkJson(db: Database, bulk: BulkRow): Promise<BulkAction> {
  const [job] = bulk.jobId
    ? await db
        .select({ state: jobs.state, done: jobs.progressDone, total: jobs.progressTotal })
        .from(jobs)
        .where(eq(jobs.id, bulk.jobId))
    : [];
  return {
    id: bulk.id,
    list: bulk.list,
    action: bulk.action,
    points: bulk.points,
    reason: bulk.reason,
    audience_id: bulk.audienceId,
    audience_name: bulk.audienceName,
    total: bulk.targetIds.length,
    state: job?.state ?? 'queued',
    progress: job ? { done: job.done ?? 0, total: job.total ?? bulk.targetIds.length } : null,
    applied: bulk.applied,
    skipped: bulk.skipped,
    skipped_samples: bulk.skippedSamples.slice(0, SAMPLES),
    created_by: bulk.createdByName,
    created_at: bulk.createdAt.toISOString(),
    finished_at: bulk.finishedAt?.toISOString() ?? null,
    has_file: bulk.action === 'export' && bulk.finishedAt !== null,
  };
}

/** An export's CSV chunks in order (the file streams them one at a time). */
export async function* exportChunks(db: Database, bulkId: number): AsyncGenerator<string> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ content: bulkActionFiles.content })
      .from(bulkActionFiles)
      .where(and(eq(bulkActionFiles.bulkActionId, bulkId), eq(bulkActionFiles.seq, seq)));
    if (!chunk) return;
    yield chunk.content;
  }
}
