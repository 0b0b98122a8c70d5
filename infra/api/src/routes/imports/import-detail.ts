import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Detail,
  errorResponse,
  IdParams,
  ImportErrorFile,
  ImportMappingBody,
  ImportPreview,
  ImportRun,
} from '@fidelidade/contract';
import { IMPORT_FIELDS } from '@fidelidade/contract/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imports } from '../../db/schema/index.ts';
import { selectBatches } from '../../db/select-batches.ts';
import { HttpError, notFound } from '../../domain/http-error.ts';
import { mappingErrors } from '../../domain/import-values.ts';
import { sendCsv } from '../../services/csv-response.ts';
import { errorRowsQuery, importJson, previewImport, startImport } from '../../services/imports/import-run.ts';

export const IMPORT_RUN_MESSAGES = {
  started: 'Esta importação já foi confirmada.',
  mapping: 'Corrija a correspondência das colunas antes de importar.',
} as const;

/**
 * One import (Configurações → Importação): GET its state and progress; POST preview/ the first rows
 * checked with a mapping (nothing written); POST start/ confirms the mapping and runs it on the job
 * engine (202); GET errors/ the refused lines as read, with an 'Erro' column (CSV). ADMIN.
 */
export default async function importDetail(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { onRequest: app.requireCapability('imports.manage') };
  const find = async (id: number) => {
    const [row] = await app.db.select().from(imports).where(eq(imports.id, id));
    if (!row) throw notFound();
    return row;
  };
  const checked = (row: Awaited<ReturnType<typeof find>>, mapping: Record<string, string>) => {
    const allowed = new Set<string>(IMPORT_FIELDS[row.kind]);
    const clean = Object.fromEntries(
      Object.entries(mapping).filter(([field, column]) => allowed.has(field) && column),
    );
    return { clean, errors: mappingErrors(row.kind, clean, row.header) };
  };

  r.get(
    '/:id/',
    {
      ...guard,
      schema: { params: IdParams, response: { 200: ImportRun, 404: Detail } },
    },
    async (request) => importJson(app.db, await find(request.params.id)),
  );

  r.post(
    '/:id/preview/',
    {
      ...guard,
      config: { audit: { exempt: 'preview: checks the first rows and writes nothing' } },
      schema: {
        params: IdParams,
        body: ImportMappingBody,
        response: { 200: ImportPreview, 404: Detail },
      },
    },
    async (request) => {
      const row = await find(request.params.id);
      const { clean, errors } = checked(row, request.body.mapping);
      if (errors.length > 0) return { rows: [], mapping_errors: errors };
      const results = await previewImport(app.db, row, clean);
      return {
        rows: results.map((x) => ({
          line: x.line,
          values: x.values as Record<string, string>,
          errors: x.errors,
        })),
        mapping_errors: [],
      };
    },
  );

  r.post(
    '/:id/start/',
    {
      ...guard,
      config: { audit: { action: 'import_start', targetType: 'import' } },
      schema: {
        params: IdParams,
        body: ImportMappingBody,
        response: {
          202: ImportRun,
          400: errorResponse(400, [IMPORT_RUN_MESSAGES.started, IMPORT_RUN_MESSAGES.mapping]),
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      const { clean, errors } = checked(row, request.body.mapping);
      if (errors.length > 0)
        throw new HttpError(400, { detail: `${IMPORT_RUN_MESSAGES.mapping} ${errors.join(' ')}` });
      const job = await startImport(app.db, app.jobs, row, clean);
      if (!job) throw new HttpError(400, { detail: IMPORT_RUN_MESSAGES.started });
      request.auditChanges(null, {
        kind: row.kind,
        file_name: row.fileName,
        total_rows: row.totalRows,
        mapping: clean,
        ...(row.offerId === null ? {} : { offer_id: row.offerId }),
      });
      return reply.code(202).send(await importJson(app.db, await find(row.id)));
    },
  );

  r.get(
    '/:id/errors/',
    {
      ...guard,
      schema: { params: IdParams, response: { 200: ImportErrorFile, 404: Detail } },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      const header = [...row.header, 'Erro'];
      return sendCsv(reply, {
        fileName: `importacao-${row.id}-erros`,
        columns: header.map((title, i) => ({
          header: title,
          cell: (r: { fields: string[]; message: string }) =>
            i < row.header.length ? (r.fields[i] ?? '') : r.message,
        })),
        rows: selectBatches(app.dbHandle, errorRowsQuery(app.db, row.id)),
      });
    },
  );
}
