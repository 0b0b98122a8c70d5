import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Consents, OwnConsentsBody } from '@fidelidade/contract';
import type { ConsentPurpose } from '@fidelidade/contract/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import { consentsBody } from '../../../services/consent/consent-json.ts';
import { type ConsentChange, readConsents, recordConsents } from '../../../services/consent/consent-store.ts';

function customerId(request: FastifyRequest): number {
  const id = request.principal?.id;
  if (id === undefined) throw notAuthenticated();
  return id;
}

/**
 * GET /api/v1/users/consents/ — the signed-in customer's own consents (the customer app). PUT
 * {marketing_push?, data_processing?} changes them: recorded with source 'customer_app' in the
 * history the customer page shows; the next push already follows it. CLIENTE only.
 */
export default async function ownConsents(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.authenticateCustomer,
      schema: { response: { 200: Consents } },
    },
    async (request) => consentsBody((await readConsents(app.db, customerId(request), false)).current),
  );

  r.put(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.authenticateCustomer,
      config: {
        audit: { exempt: 'customer app: the customer changes its own consents (consent_events keeps them)' },
      },
      schema: { body: OwnConsentsBody, response: { 200: Consents } },
    },
    async (request) => {
      const userId = customerId(request);
      const changes: ConsentChange[] = (['marketing_push', 'data_processing'] as ConsentPurpose[])
        .filter((purpose) => request.body[purpose] !== undefined)
        .map((purpose) => ({
          userId,
          purpose,
          granted: request.body[purpose] === true,
          source: 'customer_app',
        }));
      await recordConsents(app.db, changes);
      return consentsBody((await readConsents(app.db, userId, false)).current);
    },
  );
}
