import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { HttpError, MESSAGES } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers for the login route: per client IP, then per account (email). */
    loginRateLimit: preHandlerAsyncHookHandler[];
  }
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `login-account:${email}`;
}

async function rateLimitPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const { max, perAccountMax, windowMs } = opts.config.loginRateLimit;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, { detail: MESSAGES.throttled }),
  });
  const tooMany = () => new HttpError(429, { detail: MESSAGES.tooManyLogins });
  app.decorate('loginRateLimit', [
    app.rateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
      errorResponseBuilder: tooMany,
    }) as preHandlerAsyncHookHandler,
    app.rateLimit({
      max: perAccountMax,
      timeWindow: windowMs,
      keyGenerator: accountKey,
      errorResponseBuilder: tooMany,
    }) as preHandlerAsyncHookHandler,
  ]);
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
