import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../domain/http-error.ts';

/**
 * ajv's type coercion turns the strings 'Infinity', '-Infinity' and '1e400' into ±Infinity and
 * lets them through `integer` (strictNumbers only guards real numbers, not coerced strings), and
 * the bounds checked after it do not see the coerced value. PostgreSQL then refuses the parameter
 * and the request was a 500. JSON itself has no Infinity, so any non-finite number in params,
 * query or body after validation came from such a string: refuse it here, naming the field.
 */
function nonFiniteField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (!value || typeof value !== 'object' || depth > 4) return undefined;
  for (const [key, item] of Object.entries(value)) {
    // Array items report their array's field name; object keys nest as a.b.
    const field = Array.isArray(value) ? path : path === '' ? key : `${path}.${key}`;
    const found = nonFiniteField(item, field, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function finiteNumbers(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const field =
      nonFiniteField(request.params, '') ??
      nonFiniteField(request.query, '') ??
      nonFiniteField(request.body, '');
    if (field !== undefined) {
      throw new HttpError(400, { [field || 'non_field_errors']: ['Um número válido é necessário.'] });
    }
  });
}

export default fp(finiteNumbers, { name: 'finite-numbers' });
