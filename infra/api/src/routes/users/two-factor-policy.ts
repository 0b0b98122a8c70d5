import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, TwoFactorPolicy } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';

/**
 * GET/PUT /api/v1/users/two-factor-policy/ — the roles whose every back-office user must sign in
 * with a second factor (ADMIN). A user of such a role without one is led to set it up at the next
 * request (plugins/auth.ts, pendingAction); one who has it cannot turn it off.
 */
export default async function twoFactorPolicy(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/two-factor-policy/',
    {
      onRequest: app.requireCapability('users.two-factor'),
      schema: { response: { 200: TwoFactorPolicy, 401: Detail, 403: Detail } },
    },
    async () => ({ required_roles: await app.twoFactorRepository.requiredRoles() }),
  );

  typed.put(
    '/two-factor-policy/',
    {
      onRequest: app.requireCapability('users.two-factor'),
      config: { audit: { action: 'update', targetType: 'two_factor_policy', targetId: () => null } },
      schema: { body: TwoFactorPolicy, response: { 200: TwoFactorPolicy, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const before = await app.twoFactorRepository.requiredRoles();
      await app.twoFactorRepository.setRequiredRoles(request.body.required_roles);
      const after = await app.twoFactorRepository.requiredRoles();
      request.auditChanges({ required_roles: before }, { required_roles: after });
      return { required_roles: after };
    },
  );
}
