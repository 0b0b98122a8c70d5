import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CurrentPasswordBody,
  Detail,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorSetup,
} from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { verifyPassword } from '../../../domain/password.ts';
import { ownAccount } from '../../../plugins/audit.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
  totpStep,
} from '../../../services/totp.ts';
import { currentAccount } from './profile-json.ts';

const BAD_CODE = 'Código inválido. Confira o relógio do celular e digite o código atual.';

/**
 * Two-factor sign-in of one's own account (docs/security.md, two-factor sign-in): setup/ draws a
 * secret (kept sealed, pending) and answers it as a QR code; confirm/ turns it on with a code of
 * the app and answers the ten recovery codes, once; disable/ turns it off with the password,
 * unless the role requires it.
 */
export default async function twoFactor(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/two-factor/setup/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: { exempt: 'a pending secret only: nothing changes until confirm/ (audited)' } },
      schema: { response: { 200: TwoFactorSetup, 400: Detail, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const account = await currentAccount(app, request.principal?.id);
      if (account.twoFactorEnabled)
        throw new HttpError(400, { detail: 'A verificação em duas etapas já está ativa.' });
      const secret = newTotpSecret();
      await app.twoFactorRepository.startSetup(account.id, app.secretBox.seal(secret));
      const url = otpauthUrl(secret, account.email ?? account.fullName);
      return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
    },
  );

  typed.post(
    '/two-factor/confirm/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: { action: 'two_factor_enable', targetType: 'user', targetId: ownAccount } },
      schema: {
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes, 400: Detail, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const userId = request.principal?.id ?? -1;
      const state = await app.twoFactorRepository.state(userId);
      const secret = state?.pendingSecret ? app.secretBox.open(state.pendingSecret) : null;
      if (!secret) throw new HttpError(400, { detail: 'Comece a configuração novamente.' });
      const step = totpStep(secret, request.body.code, null);
      if (step === null) throw new HttpError(400, { code: [BAD_CODE] });
      const codes = newRecoveryCodes();
      await app.twoFactorRepository.enable(userId, step, codes.map(recoveryCodeHash));
      return { recovery_codes: codes };
    },
  );

  typed.post(
    '/two-factor/disable/',
    {
      onRequest: app.authenticateAccount,
      config: { audit: { action: 'two_factor_disable', targetType: 'user', targetId: ownAccount } },
      schema: { body: CurrentPasswordBody, response: { 200: Detail, 400: Detail, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const account = await currentAccount(app, request.principal?.id);
      if (account.twoFactorRequired)
        throw new HttpError(400, { detail: 'A verificação em duas etapas é obrigatória para o seu perfil.' });
      if (!(await verifyPassword(account.passwordHash, request.body.password)))
        throw new HttpError(400, { password: ['Senha incorreta'] });
      await app.twoFactorRepository.disable(account.id);
      return { detail: 'Verificação em duas etapas desativada.' };
    },
  );
}
