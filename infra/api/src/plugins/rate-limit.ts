import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { clientAddressKey } from '../domain/client-address.ts';
import { HttpError, MESSAGES } from '../domain/http-error.ts';
import { answers } from './operation-contract.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for the login routes: limits per client address and per account (email or CPF). */
    loginRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; cpf?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (email === '' && typeof body?.cpf === 'string') return `login-cpf:${body.cpf.replace(/\D/g, '')}`;
  return `login-account:${email}`;
}

async function rateLimitPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const max = opts.config.LOGIN_RATE_MAX;
  const perAccountMax = opts.config.LOGIN_RATE_ACCOUNT_MAX;
  const windowMs = opts.config.LOGIN_RATE_WINDOW_SECONDS * 1000;
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: every API instance on one PostgreSQL counts the same attempts.
    store: databaseRateLimitStore(app.db, (err) => app.log.warn({ err }, 'falha ao limpar contadores')),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, { detail: MESSAGES.throttled }),
  });
  // Two independent counters; the plugin's route hook runs only one limiter per request, so the
  // checks are composed here with createRateLimit. The account counter is the stronger one (config
  // refuses LOGIN_RATE_ACCOUNT_MAX > LOGIN_RATE_MAX): it stops guessing one account from anywhere,
  // while the looser address counter stops spraying many accounts from one client without locking
  // out everyone who shares an address. request.ip honours X-Forwarded-For only from
  // TRUSTED_PROXIES, so a header cannot give each attempt a new address.
  const limiters = [
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `login-ip:${clientAddressKey(request.ip)}`,
    }),
    app.createRateLimit({ max: perAccountMax, timeWindow: windowMs, keyGenerator: accountKey }),
  ];
  const loginRateLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('x-ratelimit-limit', result.max);
        throw new HttpError(
          429,
          { detail: MESSAGES.tooManyLogins },
          { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        );
      }
    }
  };
  app.decorate('loginRateLimit', answers(loginRateLimit, 429));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
