import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConsentChangeBody, CustomerConsents, Detail, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../domain/http-error.ts';
import { consentEventBody, consentsBody } from '../../services/consent/consent-json.ts';
import { readConsents, recordConsents } from '../../services/consent/consent-store.ts';
import { principalOf, scopedCustomer } from './customer-helpers.ts';

export const CONSENT_MESSAGES = {
  anonymized: 'Este cliente foi removido: seus consentimentos não podem ser alterados.',
} as const;

async function consentsOf(app: FastifyInstance, userId: number): Promise<CustomerConsents> {
  const { current, history } = await readConsents(app.db, userId, true);
  return { ...consentsBody(current), history: history.map(consentEventBody) };
}

/**
 * GET /api/v1/users/{id}/consents/ — a customer's consents and their history (the customer page;
 * scoped like it). PUT — ADMIN records a consent given or withdrawn outside the app (a form, a
 * call): the state and a history row naming the admin and the note; audited `consent_change`.
 */
export default async function customerConsents(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/:id/consents/',
    {
      onRequest: app.requireCapability('customers.read'),
      schema: {
        params: IdParams,
        response: { 200: CustomerConsents, 404: Detail },
      },
    },
    async (request) => {
      const customer = await scopedCustomer(request, request.params.id);
      return consentsOf(app, customer.id);
    },
  );

  r.put(
    '/:id/consents/',
    {
      onRequest: app.requireCapability('customers.consents'),
      config: { audit: { action: 'consent_change', targetType: 'user' } },
      schema: {
        params: IdParams,
        body: ConsentChangeBody,
        response: {
          200: CustomerConsents,
          400: errorResponse(400, [CONSENT_MESSAGES.anonymized]),
          404: Detail,
        },
      },
    },
    async (request) => {
      const customer = await scopedCustomer(request, request.params.id);
      if (customer.anonymizedAt) throw new HttpError(400, { detail: CONSENT_MESSAGES.anonymized });
      const { purpose, granted } = request.body;
      const before = consentsBody((await readConsents(app.db, customer.id, false)).current)[purpose].granted;
      const principal = principalOf(request);
      await recordConsents(app.db, [
        {
          userId: customer.id,
          purpose,
          granted,
          source: 'back_office',
          actorId: principal.id,
          actorName: principal.fullName,
          note: request.body.note?.trim() || null,
        },
      ]);
      request.auditChanges({ [purpose]: before }, { [purpose]: granted });
      return consentsOf(app, customer.id);
    },
  );
}
