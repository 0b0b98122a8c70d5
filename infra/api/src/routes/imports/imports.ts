import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, ImportList, ImportRun, ImportUploadQuery, LatestQuery } from '@fidelidade/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imports, offers } from '../../db/schema/index.ts';
import { LineTooLongError } from '../../domain/csv-read/decoded-lines.ts';
import { HttpError } from '../../domain/http-error.ts';
import { documentedUpload } from '../../plugins/openapi.ts';
import { importJson } from '../../services/imports/import-run.ts';
import { ImportFileError, storeUpload, UPLOAD_FILE_MESSAGES } from '../../services/imports/import-upload.ts';
import { principalOf } from '../users/customer-helpers.ts';

/** The largest CSV accepted: 100 000 rows of a customers file fit well within it. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_UPLOAD_MESSAGES = {
  noFile: 'Envie um arquivo CSV.',
  tooLarge: 'Arquivo maior que 20 MB. Divida-o em arquivos menores.',
  offer: 'Escolha a oferta dos códigos de voucher.',
  offerNotFound: 'Oferta não encontrada.',
} as const;

/**
 * GET /api/v1/imports/ — the latest imports (Configurações → Importação). POST ?kind= — a CSV file
 * (multipart field `file`, UTF-8 or Windows-1252, `;` or `,`) read as it streams in: 201 with the
 * header, the row count and the guessed mapping; nothing is applied until it is confirmed
 * (imports/{id}/start/). `kind=voucher_codes` names its offer (`offer_id`): the file holds only
 * codes. ADMIN (`imports.manage`).
 */
export default async function importsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  /** voucher_codes needs an existing offer; the other kinds have none (an offer_id sent is ignored). */
  const chosenOffer = async (query: { kind: string; offer_id?: number | undefined }) => {
    if (query.kind !== 'voucher_codes') return null;
    if (query.offer_id === undefined) throw new HttpError(400, { detail: IMPORT_UPLOAD_MESSAGES.offer });
    const [offer] = await app.db.select({ id: offers.id }).from(offers).where(eq(offers.id, query.offer_id));
    if (!offer) throw new HttpError(400, { detail: IMPORT_UPLOAD_MESSAGES.offerNotFound });
    return offer.id;
  };
  r.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('imports.manage'),
      schema: { querystring: LatestQuery, response: { 200: ImportList } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(imports)
        .orderBy(desc(imports.createdAt), desc(imports.id))
        .limit(request.query.limit ?? 20);
      return { results: await Promise.all(rows.map((row) => importJson(app.db, row))) };
    },
  );

  r.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireCapability('imports.manage'),
      config: { audit: { action: 'create', targetType: 'import' }, swaggerTransform: documentedUpload },
      schema: {
        querystring: ImportUploadQuery,
        response: {
          201: ImportRun,
          400: errorResponse(400, [
            IMPORT_UPLOAD_MESSAGES.noFile,
            IMPORT_UPLOAD_MESSAGES.offer,
            IMPORT_UPLOAD_MESSAGES.offerNotFound,
            ...Object.values(UPLOAD_FILE_MESSAGES),
            new LineTooLongError().message,
          ]),
          413: errorResponse(413, [IMPORT_UPLOAD_MESSAGES.tooLarge]),
        },
      },
    },
    async (request, reply) => {
      const offerId = await chosenOffer(request.query);
      if (!request.isMultipart()) throw new HttpError(400, { detail: IMPORT_UPLOAD_MESSAGES.noFile });
      const part = await request
        .file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })
        .catch(() => undefined);
      if (!part) throw new HttpError(400, { detail: IMPORT_UPLOAD_MESSAGES.noFile });
      let row: Awaited<ReturnType<typeof storeUpload>>;
      try {
        row = await storeUpload(app.db, {
          kind: request.query.kind,
          offerId,
          fileName: part.filename || 'arquivo.csv',
          chunks: part.file,
          by: principalOf(request),
        });
      } catch (err) {
        if (err instanceof ImportFileError || err instanceof LineTooLongError)
          throw new HttpError(400, { detail: err.message });
        throw err;
      }
      if (part.file.truncated) {
        await app.db.delete(imports).where(eq(imports.id, row.id));
        throw new HttpError(413, { detail: IMPORT_UPLOAD_MESSAGES.tooLarge });
      }
      request.auditChanges(null, {
        kind: row.kind,
        file_name: row.fileName,
        total_rows: row.totalRows,
        ...(row.offerId === null ? {} : { offer_id: row.offerId }),
      });
      return reply.code(201).send(await importJson(app.db, row));
    },
  );
}
