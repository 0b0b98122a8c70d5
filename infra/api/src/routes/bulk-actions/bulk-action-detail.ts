import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BulkAction, BulkActionFile, Detail, errorResponse, IdParams } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bulkActions } from '../../db/schema/index.ts';
import { CSV_BOM, csvFileName } from '../../domain/csv.ts';
import { HttpError, notFound } from '../../domain/http-error.ts';
import { principalCan } from '../../domain/principal.ts';
import { EXPORT_HEADER } from '../../services/bulk/bulk-apply.ts';
import { bulkJson, exportChunks } from '../../services/bulk/bulk-run.ts';
import { principalOf } from '../users/customer-helpers.ts';

export const BULK_FILE_MESSAGES = {
  notExport: 'Esta ação em massa não gera arquivo.',
  notReady: 'A exportação ainda não terminou.',
} as const;

/**
 * One bulk action: GET its state, progress, counts and the first skipped targets with the reason
 * (ADMIN any; another role only its own, 404 otherwise); GET file/ an export's CSV (ADMIN), streamed
 * chunk by chunk as the job wrote it.
 */
export default async function bulkActionDetail(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const find = async (id: number) => {
    const [row] = await app.db.select().from(bulkActions).where(eq(bulkActions.id, id));
    if (!row) throw notFound();
    return row;
  };

  r.get(
    '/:id/',
    {
      onRequest: app.requireCapability('bulk.select'),
      schema: { params: IdParams, response: { 200: BulkAction, 404: Detail } },
    },
    async (request) => {
      const row = await find(request.params.id);
      const principal = principalOf(request);
      // Per object: a run is its starter's to follow (ADMIN's log holds every one).
      if (!principalCan(principal, 'bulk.actions') && row.createdById !== principal.id) throw notFound();
      return bulkJson(app.db, row);
    },
  );

  r.get(
    '/:id/file/',
    {
      onRequest: app.requireCapability('bulk.actions'),
      schema: {
        params: IdParams,
        response: {
          200: BulkActionFile,
          400: errorResponse(400, Object.values(BULK_FILE_MESSAGES)),
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      if (row.action !== 'export') throw new HttpError(400, { detail: BULK_FILE_MESSAGES.notExport });
      if (!row.finishedAt) throw new HttpError(400, { detail: BULK_FILE_MESSAGES.notReady });
      const chunks = exportChunks(app.db, row.id);
      const stream = new Readable({
        read() {
          chunks.next().then(
            (next) => this.push(next.done ? null : next.value),
            (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
          );
        },
        destroy(error, callback) {
          Promise.resolve(chunks.return(undefined)).then(
            () => callback(error),
            () => callback(error),
          );
        },
      });
      stream.push(CSV_BOM + EXPORT_HEADER);
      // The body is a stream (like sendCsv's), which the typed reply's 200 schema cannot state.
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(`usuarios-em-massa-${row.id}`)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
