import type { AdminLoginResponse } from '@fidelidade/contract';
import { isStaffType } from '@fidelidade/contract/password-policy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordProblem } from '../../../domain/password-policy.ts';
import { roleOf } from '../../../domain/principal.ts';
import type { AccountRow } from '../../../repositories/users.ts';
import { openSession } from '../../../services/sign-in.ts';
import { loginUserJson } from './login-user-json.ts';

/**
 * A back-office account that signs in with a password the staff policy now refuses (docs/product.md
 * §5.7) must pick another before anything else (plugins/auth.ts, pendingAction). No default
 * export: not a route.
 */
export async function flagWeakPassword(
  app: FastifyInstance,
  account: AccountRow,
  password: string,
): Promise<AccountRow> {
  const role = roleOf(account);
  if (account.passwordChangeRequired || !isStaffType(role) || passwordProblem(password, role) === null)
    return account;
  await app.usersRepository.setPasswordChangeRequired(account.id, true);
  return { ...account, passwordChangeRequired: true };
}

/** The answer of a completed back-office sign-in: this device's new session and the user. */
export async function signedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  account: AccountRow,
): Promise<AdminLoginResponse> {
  const session = await openSession(app, request, account, 'admin');
  return { access: session.access, refresh: session.refresh, user: loginUserJson(account) };
}
