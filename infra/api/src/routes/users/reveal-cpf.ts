import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, RevealedCpf } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/http-error.ts';
import { principalCan } from '../../domain/principal.ts';
import { principalOf, scopedCustomer } from './customer-helpers.ts';

/**
 * POST /api/v1/users/{id}/cpf/reveal/ — a list's masked CPF shown whole, on purpose (docs/security.md,
 * LGPD): audited `cpf_reveal` on the user (the CPF itself is not copied into the log). A customer
 * the caller may open (its customer page shows the CPF anyway); any user for ADMIN (users.manage).
 */
export default async function revealCpf(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/cpf/reveal/',
    {
      onRequest: app.requireCapability('customers.reveal-cpf'),
      config: { audit: { action: 'cpf_reveal', targetType: 'user' } },
      schema: { params: IdParams, response: { 200: RevealedCpf, 404: Detail } },
    },
    async (request) => {
      const { id } = request.params;
      if (principalCan(principalOf(request), 'users.manage')) {
        const user = await app.userAdminRepository.find(id);
        if (!user) throw notFound();
        return { id, cpf: user.cpf };
      }
      const customer = await scopedCustomer(request, id);
      return { id, cpf: customer.cpf };
    },
  );
}
