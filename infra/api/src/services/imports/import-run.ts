import type { ImportRun } from '@fidelidade/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importErrors, importRows, imports, jobs, offers } from '../../db/schema/index.ts';
import type { JobEngine } from '../jobs/job-engine.ts';
import type { JobContext, Tx } from '../jobs/job-types.ts';
import { type ChunkContext, type RowResult, type StoredRow, tally } from './import-chunk.ts';
import { customersChunk } from './import-customers.ts';
import { openingsChunk } from './import-openings.ts';
import type { ImportRow } from './import-upload.ts';
import { voucherCodesChunk } from './import-voucher-codes.ts';

export const IMPORT_TASK = 'imports.run';
/** Rows per step: one transaction with its writes, errors, counts and checkpoint. */
export const IMPORT_CHUNK = 1000;

type Counts = ImportRow['counts'];
interface Checkpoint {
  afterLine: number;
  done: number;
  counts: Counts;
}
const ZERO: Counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };

const CHUNKS = {
  customers: customersChunk,
  opening_balances: openingsChunk,
  voucher_codes: voucherCodesChunk,
} satisfies Record<ImportRow['kind'], typeof customersChunk>;

export function runChunk(tx: Tx, rows: StoredRow[], ctx: ChunkContext): Promise<RowResult[]> {
  return CHUNKS[ctx.kind](tx, rows, ctx);
}

/**
 * The imports.run handler (docs/architecture.md §5, background jobs): the import's rows in chunks
 * of IMPORT_CHUNK by line; each chunk's writes, its refused lines (import_errors), the counts and
 * the checkpoint commit together, so a run taken over after a crash neither repeats nor skips one.
 */
export function importHandler(db: Database) {
  return async (ctx: JobContext<{ importId: number }>) => {
    const [imp] = await db.select().from(imports).where(eq(imports.id, ctx.payload.importId));
    if (!imp) return;
    for (;;) {
      const step = await ctx.step(async (tx, saved) => {
        const at = (saved as Checkpoint | null) ?? { afterLine: 0, done: 0, counts: ZERO };
        const rows = await tx
          .select({ line: importRows.line, fields: importRows.fields })
          .from(importRows)
          .where(and(eq(importRows.importId, imp.id), gt(importRows.line, at.afterLine)))
          .orderBy(asc(importRows.line))
          .limit(IMPORT_CHUNK);
        if (rows.length === 0) {
          await tx
            .update(imports)
            .set({ state: 'done', finishedAt: new Date(), counts: at.counts })
            .where(eq(imports.id, imp.id));
          return {
            checkpoint: at,
            done: at.done,
            total: imp.totalRows,
            message: 'Importação concluída',
            value: false,
          };
        }
        const results = await runChunk(tx, rows, {
          importId: imp.id,
          kind: imp.kind,
          offerId: imp.offerId,
          header: imp.header,
          mapping: imp.mapping,
          by: { id: imp.createdById, fullName: imp.createdByName },
          now: new Date(),
          write: true,
        });
        const refused = results.filter((r) => r.outcome === 'failed');
        if (refused.length > 0)
          await tx
            .insert(importErrors)
            .values(refused.map((r) => ({ importId: imp.id, line: r.line, message: r.errors.join(' ') })))
            .onConflictDoNothing();
        const add = tally(results);
        const counts = {
          created: at.counts.created + add.created,
          updated: at.counts.updated + add.updated,
          unchanged: at.counts.unchanged + add.unchanged,
          failed: at.counts.failed + add.failed,
        };
        await tx.update(imports).set({ counts }).where(eq(imports.id, imp.id));
        const done = at.done + rows.length;
        const checkpoint: Checkpoint = {
          afterLine: rows[rows.length - 1]?.line ?? at.afterLine,
          done,
          counts,
        };
        return {
          checkpoint,
          done,
          total: imp.totalRows,
          message: `${done.toLocaleString('pt-BR')} de ${imp.totalRows.toLocaleString('pt-BR')} linhas`,
          value: true,
        };
      });
      if (!step.value) break;
    }
  };
}

/** Confirms an uploaded import with its mapping: one job (once per import), started here at once. */
export async function startImport(
  db: Database,
  engine: JobEngine,
  imp: ImportRow,
  mapping: Record<string, string>,
) {
  const job = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(imports).where(eq(imports.id, imp.id)).for('update');
    if (locked?.state !== 'uploaded') return null;
    const { job } = await engine.enqueue(
      IMPORT_TASK,
      { importId: imp.id },
      {
        tx,
        dedupeKey: `import:${imp.id}`,
        reserveSeconds: engine.settings.leaseSeconds,
      },
    );
    await tx.update(imports).set({ state: 'running', mapping, jobId: job.id }).where(eq(imports.id, imp.id));
    return job;
  });
  if (job) await engine.runNow(job.id);
  return job;
}

/** The import as the screen reads it: its job's progress and state (a job that failed for good shows as failed). */
export async function importJson(db: Database, imp: ImportRow): Promise<ImportRun> {
  const [job] = imp.jobId
    ? await db
        .select({
          state: jobs.state,
          done: jobs.progressDone,
          total: jobs.progressTotal,
          lastError: jobs.lastError,
        })
        .from(jobs)
        .where(eq(jobs.id, imp.jobId))
    : [];
  const [offer] = imp.offerId
    ? await db.select({ title: offers.title }).from(offers).where(eq(offers.id, imp.offerId))
    : [];
  const state =
    imp.state === 'running' && (job?.state === 'failed' || job?.state === 'cancelled') ? 'failed' : imp.state;
  return {
    id: imp.id,
    kind: imp.kind,
    offer_id: imp.offerId,
    offer_title: offer?.title ?? null,
    file_name: imp.fileName,
    encoding: imp.encoding,
    separator: imp.separator,
    header: imp.header,
    total_rows: imp.totalRows,
    mapping: imp.mapping,
    state,
    progress: job ? { done: job.done ?? 0, total: job.total ?? imp.totalRows } : null,
    counts: imp.counts,
    created_by: imp.createdByName,
    created_at: imp.createdAt.toISOString(),
    finished_at: imp.finishedAt?.toISOString() ?? null,
    last_error: state === 'failed' ? (job?.lastError ?? null) : null,
  };
}

/** The preview: the first rows checked as the run would, nothing written. */
export async function previewImport(
  db: Database,
  imp: ImportRow,
  mapping: Record<string, string>,
  limit = 20,
) {
  const rows = await db
    .select({ line: importRows.line, fields: importRows.fields })
    .from(importRows)
    .where(eq(importRows.importId, imp.id))
    .orderBy(asc(importRows.line))
    .limit(limit);
  return db.transaction((tx) =>
    runChunk(tx, rows, {
      importId: imp.id,
      kind: imp.kind,
      offerId: imp.offerId,
      header: imp.header,
      mapping,
      by: { id: null, fullName: null },
      now: new Date(),
      write: false,
    }),
  );
}

/** The error file's rows: the refused lines as read, with their messages, in file order. */
export function errorRowsQuery(db: Database, importId: number) {
  return db
    .select({ line: importRows.line, fields: importRows.fields, message: importErrors.message })
    .from(importErrors)
    .innerJoin(
      importRows,
      and(eq(importRows.importId, importErrors.importId), eq(importRows.line, importErrors.line)),
    )
    .where(eq(importErrors.importId, importId))
    .orderBy(asc(importErrors.line))
    .$dynamic();
}
