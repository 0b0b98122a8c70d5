import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, Profile, ProfileBody } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { addError, type FieldErrors, USER_MESSAGES, uniqueViolation } from '../../../domain/user-rules.ts';
import { currentAccount, profileJson } from './profile-json.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * GET /api/v1/users/me/ — Meu Perfil: the signed-in back-office user's account (even while a new
 * password or a second factor is pending). PATCH changes the name and the e-mail, which signs in:
 * required, valid, unique. Sessions are kept (only the password and the role end them).
 */
export default async function me(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/',
    { onRequest: app.authenticateAccount, schema: { response: { 200: Profile, 401: Detail, 403: Detail } } },
    async (request) => profileJson(app, await currentAccount(app, request.principal?.id)),
  );

  typed.patch(
    '/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: { action: 'update', targetType: 'user' } },
      schema: { body: ProfileBody, response: { 200: Profile, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const before = await currentAccount(app, request.principal?.id);
      const fullName = request.body.full_name.trim();
      const email = request.body.email.trim().toLowerCase();
      const errors: FieldErrors = {};
      if (fullName === '') addError(errors, 'full_name', USER_MESSAGES.nameRequired);
      if (email === '') addError(errors, 'email', 'Email é obrigatório');
      else if (!EMAIL.test(email)) addError(errors, 'email', USER_MESSAGES.emailInvalid);
      else if ((await app.userAdminRepository.conflicts('', email, before.id)).email)
        addError(errors, 'email', USER_MESSAGES.emailTaken);
      if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
      await app.usersRepository.updateOwnProfile(before.id, fullName, email).catch((err: unknown) => {
        if (uniqueViolation(err) === 'users_email_key')
          throw new HttpError(400, { email: [USER_MESSAGES.emailTaken] });
        throw err;
      });
      request.auditChanges(
        { full_name: before.fullName, email: before.email },
        { full_name: fullName, email },
      );
      return profileJson(app, await currentAccount(app, before.id));
    },
  );
}
