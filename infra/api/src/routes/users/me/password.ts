import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, PasswordChangeBody, PasswordChangeResponse } from '@fidelidade/contract';
import { PASSWORD_MESSAGES } from '@fidelidade/contract/password-policy';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { hashPassword, verifyPassword } from '../../../domain/password.ts';
import { passwordProblem } from '../../../domain/password-policy.ts';
import { roleOf } from '../../../domain/principal.ts';
import { addError, type FieldErrors } from '../../../domain/user-rules.ts';
import { ownAccount } from '../../../plugins/audit.ts';
import { loginAccountKey } from '../../../plugins/login-guard.ts';
import { openSession } from '../../../services/sign-in.ts';
import { currentAccount } from './profile-json.ts';

/**
 * POST /api/v1/users/me/password/ — a new password of one's own, asking the current one (a wrong
 * one counts as a failed sign-in: plugins/login-guard.ts). The new one follows the policy of the
 * account (docs/product.md §5.7). Every session ends, this one included; the answer carries a new
 * session for this device, so it stays signed in while the others are out.
 */
export default async function changePassword(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/password/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: { action: 'password_change', targetType: 'user', targetId: ownAccount } },
      schema: {
        body: PasswordChangeBody,
        response: { 200: PasswordChangeResponse, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const account = await currentAccount(app, request.principal?.id);
      const { current_password: current, new_password: next, new_password_confirm: confirm } = request.body;
      const errors: FieldErrors = {};
      if (current === '') addError(errors, 'current_password', 'Informe a senha atual');
      if (next === '') addError(errors, 'new_password', PASSWORD_MESSAGES.required);
      else {
        if (next !== confirm) addError(errors, 'new_password_confirm', PASSWORD_MESSAGES.mismatch);
        const problem = passwordProblem(next, roleOf(account));
        if (problem) addError(errors, 'new_password', problem);
        else if (next === current)
          addError(errors, 'new_password', 'A nova senha deve ser diferente da atual');
      }
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);

      const attempt = await app.loginGuard.begin(
        request,
        loginAccountKey({ email: account.email ?? '' }),
        account.id,
      );
      if (!(await verifyPassword(account.passwordHash, current))) {
        await attempt.failed();
        throw new HttpError(400, { current_password: ['Senha atual incorreta'] });
      }
      await attempt.succeeded(reply, account.id);
      await app.usersRepository.changeOwnPassword(account.id, await hashPassword(next));
      const session = await openSession(app, request, await currentAccount(app, account.id), 'admin');
      return {
        detail: 'Senha alterada. As outras sessões foram encerradas.',
        access: session.access,
        refresh: session.refresh,
      };
    },
  );
}
