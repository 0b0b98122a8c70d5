import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceClaims } from '../domain/tokens.ts';

/**
 * The device cookie (OWASP's "device cookies" against account lock-out): a signed token naming
 * the accounts this browser signed in as. HttpOnly and SameSite=Strict, sent only to the sign-in
 * routes, so page scripts never see it and it rides on no other request.
 */
export const DEVICE_COOKIE = 'fid_device';
const COOKIE_PATH = '/api/v1/users/auth/';

export function readDeviceCookie(app: FastifyInstance, request: FastifyRequest): DeviceClaims | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return app.tokens.verifyDevice(value.join('='));
  }
  return null;
}

export function writeDeviceCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  device: DeviceClaims,
): void {
  const attributes = [
    `${DEVICE_COOKIE}=${app.tokens.deviceToken(device)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${app.tokens.deviceTtlSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  // request.protocol follows X-Forwarded-Proto only from TRUSTED_PROXIES (app.ts trustProxy).
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
