import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AnonymizeResult, Detail, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../domain/http-error.ts';
import { dataRequestBody, fulfilRequest } from '../../services/data-subject/data-requests.ts';
import { customerNotFound, principalOf, scopedCustomer } from './customer-helpers.ts';

/** What anonymisation keeps and why (docs/security.md, LGPD): what the screen and the request log say. */
export const ANONYMIZE_MESSAGES = {
  done:
    'Dados pessoais anonimizados: nome, CPF, e-mail, telefone, data de nascimento, cidade e UF, identificador no ERP, ' +
    'senha e endereços de acesso. ' +
    'Mantidos sem identificação: extrato e lotes de pontos, resgates e vouchers, feedbacks e notificações, ' +
    'porque os saldos, os relatórios e a contabilidade dependem deles (LGPD, art. 16), e os registros de ' +
    'consentimento e de solicitações, que comprovam o atendimento.',
  already: 'Este cliente já foi anonimizado.',
} as const;

const KEPT = [
  'extrato de pontos',
  'lotes de pontos',
  'resgates e vouchers',
  'feedbacks',
  'notificações entregues',
  'consentimentos',
  'solicitações do titular',
  'auditoria',
];
const REMOVED = [
  'nome',
  'CPF',
  'e-mail',
  'telefone',
  'data de nascimento',
  'cidade e UF',
  'identificador no ERP',
  'senha',
  'endereços IP e navegadores de acesso',
];

/**
 * POST /api/v1/users/{id}/anonymize/ — 'Anonimizar' (ADMIN), the deletion path made explicit: the
 * customer's personal data replaced (repositories/customer-accounts.ts), never its books; the row
 * stays so the request log keeps the proof. Irreversible (the screen asks first). Answers the oldest
 * open anonymisation request or records one; audited `anonymize`.
 */
export default async function anonymize(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/anonymize/',
    {
      onRequest: app.requireCapability('customers.data-subject'),
      config: { audit: { action: 'anonymize', targetType: 'user' } },
      schema: {
        params: IdParams,
        response: {
          200: AnonymizeResult,
          400: errorResponse(400, [ANONYMIZE_MESSAGES.already]),
          404: Detail,
        },
      },
    },
    async (request) => {
      const customer = await scopedCustomer(request, request.params.id);
      if (customer.anonymizedAt) throw new HttpError(400, { detail: ANONYMIZE_MESSAGES.already });
      const outcome = await app.userAdminRepository.removeCustomer(customer.id, { keepRow: true });
      if (outcome !== 'anonymized') throw customerNotFound();
      const fulfilled = await fulfilRequest(app.db, {
        userId: customer.id,
        kind: 'anonymize',
        by: principalOf(request),
        delivery: { removed: REMOVED, kept: KEPT },
      });
      request.auditChanges({ anonymized: false }, { anonymized: true, data_request: fulfilled.id });
      return { outcome, detail: ANONYMIZE_MESSAGES.done, request: dataRequestBody(fulfilled) };
    },
  );
}
