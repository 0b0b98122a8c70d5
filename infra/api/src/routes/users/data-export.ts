import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DataExportZip, Detail, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { saoPauloDay } from '../../domain/calendar-day.ts';
import { fulfilRequest } from '../../services/data-subject/data-requests.ts';
import { subjectBundle } from '../../services/data-subject/subject-bundle.ts';
import { subjectRecords } from '../../services/data-subject/subject-records.ts';
import { customerNotFound, principalOf, scopedCustomer } from './customer-helpers.ts';

/**
 * POST /api/v1/users/{id}/data-export/ — 'Exportar dados do titular' (ADMIN): one ZIP with
 * everything held about the customer (dados.json and the same records as spreadsheets). It answers
 * the oldest open export request, or records one received now; the request keeps what was delivered
 * (file name, size, SHA-256, records per kind). Audited `data_export` with that delivery.
 */
export default async function dataExport(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/data-export/',
    {
      onRequest: app.requireCapability('customers.data-subject'),
      config: { audit: { action: 'data_export', targetType: 'user' } },
      schema: {
        params: IdParams,
        response: {
          200: DataExportZip,
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const customer = await scopedCustomer(request, request.params.id);
      const now = new Date();
      const records = await subjectRecords(app.db, customer.id);
      if (!records) throw customerNotFound();
      const bundle = subjectBundle(records, now);
      const fileName = `dados-titular-${customer.id}-${saoPauloDay(now)}.zip`;
      const delivery = {
        file: fileName,
        bytes: bundle.bytes.length,
        sha256: bundle.sha256,
        records: bundle.counts,
      };
      const fulfilled = await fulfilRequest(
        app.db,
        { userId: customer.id, kind: 'export', by: principalOf(request), delivery },
        now,
      );
      request.auditChanges(null, { data_request: fulfilled.id, ...delivery });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(bundle.bytes));
    },
  );
}
