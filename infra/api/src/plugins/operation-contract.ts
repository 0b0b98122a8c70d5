import { Detail, ERROR_DESCRIPTIONS, type ErrorStatus, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What every /api/v1 operation declares beyond its own schemas (docs/api.md, "Statuses"): the
 * error statuses the API's plugins answer for it, each with the contract's error body, and a
 * stable `operationId`. A route declares only what is its own (its 404s, 409s, 503s and the
 * refusals of its rules, `errorResponse(status, refusals)`); a route's own declaration of a status
 * wins, and a bare `Detail` gets the status's description.
 */

const HOOK_STATUSES = new WeakMap<object, readonly ErrorStatus[]>();

/** Marks a route hook with the statuses it answers: every route that runs it declares them. */
export function answers<Hook extends object>(hook: Hook, ...statuses: ErrorStatus[]): Hook {
  HOOK_STATUSES.set(hook, statuses);
  return hook;
}

/** Methods whose requests Fastify reads a body for: malformed JSON (400), too large (413), a type without a parser (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SchemaNode {
  properties?: Record<string, unknown>;
}

function routeHooks(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter((hook) => hook !== undefined);
}

/** The error statuses Fastify and the API's plugins answer for this route. */
function pluginStatuses(route: RouteOptions): Set<ErrorStatus> {
  const statuses = new Set<ErrorStatus>();
  for (const hook of routeHooks(route))
    for (const status of HOOK_STATUSES.get(hook as object) ?? []) statuses.add(status);
  const schema: FastifySchema = route.schema ?? {};
  const methods = [route.method].flat();
  const readsBody = methods.some((method) => BODY_METHODS.has(method));
  // Schema validation, and a path that does not decode.
  if (schema.params || schema.querystring || schema.body || readsBody) statuses.add(400);
  if (readsBody) for (const status of [413, 415] as const) statuses.add(status);
  // A path parameter over maxParamLength (plugins/error-handler.ts, frameworkErrors).
  if (route.url.includes('/:')) statuses.add(414);
  if (route.config?.rateLimit) statuses.add(429);
  // A page past the last one (domain/pagination.ts): any answer with the page fields.
  const ok = (schema.response as Record<string, SchemaNode> | undefined)?.['200'];
  if (ok?.properties?.total_pages !== undefined) statuses.add(404);
  return statuses;
}

/** `getUsersByIdPointsHistory` for GET /api/v1/users/:id/points-history/. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

async function operationContract(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema & { hide?: boolean; operationId?: string } = route.schema ?? {};
    if (!route.url.startsWith('/api/v1/') || schema.hide) return;
    const declared = Object.fromEntries(
      Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([status, body]) => [
        status,
        body === Detail && Number(status) in ERROR_DESCRIPTIONS
          ? errorResponse(Number(status) as ErrorStatus)
          : body,
      ]),
    );
    const generic = Object.fromEntries(
      [...pluginStatuses(route)].sort().map((status) => [status, errorResponse(status)]),
    );
    const method = [route.method].flat()[0] ?? 'GET';
    // A new object: routes share their schema objects (HEAD shares GET's, a CRUD factory its parts).
    route.schema = {
      ...schema,
      operationId: schema.operationId ?? operationId(method, route.url),
      response: { ...generic, ...declared },
    };
  });
}

export default fp(operationContract, { name: 'operation-contract' });
