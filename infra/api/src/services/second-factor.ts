import type { FastifyInstance } from 'fastify';
import { looksLikeRecoveryCode, recoveryCodeHash, totpStep } from './totp.ts';

/**
 * Whether `code` is a good second factor of the user right now: an authenticator code not used
 * before (its time step is recorded), or an unused recovery code (used up here).
 */
export async function checkSecondFactor(
  app: FastifyInstance,
  userId: number,
  code: string,
): Promise<boolean> {
  if (looksLikeRecoveryCode(code))
    return app.twoFactorRepository.useRecoveryCode(userId, recoveryCodeHash(code));
  const state = await app.twoFactorRepository.state(userId);
  const secret = state?.secret ? app.secretBox.open(state.secret) : null;
  if (!state || !secret) return false;
  const step = totpStep(secret, code, state.lastStep);
  return step !== null && (await app.twoFactorRepository.acceptStep(userId, step));
}
