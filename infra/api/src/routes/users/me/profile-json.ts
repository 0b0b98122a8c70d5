import type { Profile } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../../domain/http-error.ts';
import type { AccountRow } from '../../../repositories/users.ts';

/** Meu Perfil's account as the API answers it; no default export: not a route. */
export async function profileJson(
  app: FastifyInstance,
  account: Omit<AccountRow, 'passwordHash'>,
): Promise<Profile> {
  return {
    id: account.id,
    full_name: account.fullName,
    email: account.email,
    user_type: account.userType,
    is_superuser: account.isSuperuser,
    password_change_required: account.passwordChangeRequired,
    two_factor_enabled: account.twoFactorEnabled,
    two_factor_required: account.twoFactorRequired,
    recovery_codes_left: account.twoFactorEnabled
      ? await app.twoFactorRepository.recoveryCodesLeft(account.id)
      : 0,
  };
}

/** The signed-in account, read again (after a write of Meu Perfil). */
export async function currentAccount(app: FastifyInstance, userId: number | undefined): Promise<AccountRow> {
  const account = userId === undefined ? undefined : await app.usersRepository.findById(userId);
  if (!account) throw notAuthenticated();
  return account;
}
