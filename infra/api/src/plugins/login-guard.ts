import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { clientAddressKey } from '../domain/client-address.ts';
import { HttpError } from '../domain/http-error.ts';
import { tooManyLoginsMessage } from '../domain/login-delay.ts';
import { readDeviceCookie, writeDeviceCookie } from './device-cookie.ts';
import { countHit, refundHit } from './rate-limit-store.ts';

/** One sign-in attempt, taken with `loginGuard.begin` before any password is checked. */
export interface LoginAttempt {
  /** Wrong password or code: the attempt stays counted. */
  failed(): Promise<void>;
  /** Right password, second factor pending: the attempt was no failure, nor yet a success. */
  passwordAccepted(): Promise<void>;
  /** Signed in: the account's failures are forgotten and this browser is remembered for it. */
  succeeded(reply: FastifyReply, userId: number): Promise<void>;
}

export interface LoginGuard {
  /**
   * Counts the attempt before the password is checked, or refuses it (429 saying how long to
   * wait). `accountKey` names the account as typed (loginAccountKey); `userId` is its owner when the
   * account exists, which lets the devices and addresses it signed in from keep their own count.
   */
  begin(request: FastifyRequest, accountKey: string, userId: number | null): Promise<LoginAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

/** The account a sign-in names: its email (lower-cased) or, for the customer app, its CPF. */
export function loginAccountKey(body: { email?: string | undefined; cpf?: string | undefined }): string {
  const email = body.email?.trim().toLowerCase() ?? '';
  if (email === '' && body.cpf !== undefined) return `cpf:${body.cpf.replace(/\D/g, '')}`;
  return `email:${email}`;
}

const PRUNE_EVERY_MS = 5 * 60_000;

function tooMany(waitSeconds: number): HttpError {
  return new HttpError(
    429,
    { detail: tooManyLoginsMessage(waitSeconds) },
    { 'retry-after': String(Math.max(1, Math.ceil(waitSeconds))) },
  );
}

/**
 * Sign-in limits that stop guessing without locking the owner out (docs/security.md, sign-in
 * limits; OWASP Authentication Cheat Sheet): only failures count. Per client address, at most
 * LOGIN_RATE_MAX failures per window (one client spraying many accounts). Per account, each source
 * keeps its own count: a browser that signed in as the account before (its device cookie), an
 * address it signed in from, and everyone else together; after LOGIN_RATE_ACCOUNT_MAX failures a
 * source waits 1 s, doubling per failure up to LOGIN_DELAY_MAX_SECONDS. So a thousand wrong
 * passwords from elsewhere slow only elsewhere, and a success forgets them all.
 */
async function loginGuardPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const windowMs = config.LOGIN_RATE_WINDOW_SECONDS * 1000;
  const policy = { free: config.LOGIN_RATE_ACCOUNT_MAX, maxDelaySeconds: config.LOGIN_DELAY_MAX_SECONDS };
  const failures = app.loginFailuresRepository;
  let lastPrune = Date.now();

  async function sourceOf(request: FastifyRequest, userId: number | null): Promise<string> {
    if (userId === null) return '*';
    const device = readDeviceCookie(app, request);
    if (device?.userIds.includes(userId)) return `device:${device.deviceId}`;
    if (await app.usersRepository.hasSignedInFrom(userId, request.ip)) return `ip:${request.ip}`;
    return '*';
  }

  app.decorate('loginGuard', {
    async begin(request, accountKey, userId) {
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        failures.prune().catch((err: unknown) => app.log.warn({ err }, 'falha ao limpar falhas de login'));
      }
      // The limit and window are in the key, so an instance configured otherwise counts apart.
      const addressKey = `login-ip:${config.LOGIN_RATE_MAX}/${windowMs}/${clientAddressKey(request.ip)}`;
      const hit = await countHit(app.db, addressKey, windowMs);
      if (hit.current > config.LOGIN_RATE_MAX) {
        app.metrics.loginRefused('address');
        throw tooMany(hit.ttl / 1000);
      }
      const source = await sourceOf(request, userId);
      const reserved = await failures.reserve(accountKey, source, policy);
      if (!reserved.allowed) {
        // Refused unchecked: no password was tried, so the address is not charged for it.
        await refundHit(app.db, addressKey);
        app.metrics.loginRefused('account');
        throw tooMany(reserved.waitSeconds);
      }
      return {
        async failed() {
          app.metrics.loginFailure(request.routeOptions.url ?? 'unknown');
        },
        async passwordAccepted() {
          await refundHit(app.db, addressKey);
          await failures.release(accountKey, source);
        },
        async succeeded(reply, signedInUserId) {
          await refundHit(app.db, addressKey);
          await failures.clear(accountKey);
          const device = readDeviceCookie(app, request);
          writeDeviceCookie(app, request, reply, {
            deviceId: device?.deviceId ?? randomUUID(),
            userIds: [...(device?.userIds ?? []).filter((id) => id !== signedInUserId), signedInUserId],
          });
        },
      };
    },
  } satisfies LoginGuard);
}

export default fp(loginGuardPlugin, {
  name: 'login-guard',
  dependencies: ['db', 'metrics', 'auth', 'users-repository', 'login-failures-repository'],
});
