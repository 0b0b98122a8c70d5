import type { JobContext } from '../jobs/job-types.ts';
import { countDue, type DueCursor, dueChunk } from './due-batches.ts';

/** Batches per chunk: one transaction each, its cursor committed with it. */
export const CHUNK = 2_000;

const LABEL = { release: 'Liberação de pontos pendentes', expire: 'Expiração de pontos' } as const;

/**
 * A release or expiry run (docs/architecture.md §5, points lifecycle): the batches due when the run
 * started, in (time, id) order, one chunk per engine step. The cursor is the step's checkpoint, so
 * a run killed at any moment resumes after its last committed chunk with the same cut-off instant:
 * no batch released or expired twice, none skipped (and the writes' own conditions refuse a second
 * release or expiry anyway).
 */
export async function runDueBatches(
  ctx: JobContext,
  kind: 'release' | 'expire',
  chunk = CHUNK,
): Promise<void> {
  let cursor = (ctx.checkpoint as DueCursor | null) ?? {
    asOf: new Date().toISOString(),
    afterTime: null,
    afterId: 0,
  };
  let total: number | null = null;
  let done = 0;
  for (;;) {
    const { value } = await ctx.step(async (tx) => {
      total ??= done + (await countDue(tx, kind, new Date(cursor.asOf)));
      const result = await dueChunk(tx, kind, cursor, chunk);
      done += result.batches;
      return {
        checkpoint: result.cursor,
        done,
        total,
        message: `${LABEL[kind]}: ${done.toLocaleString('pt-BR')} lote(s)`,
        value: result,
      };
    });
    if (!value || value.batches === 0) return;
    cursor = value.cursor;
  }
}
