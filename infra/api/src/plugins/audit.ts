import type { AuditAction, AuditTargetType } from '@fidelidade/contract/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { diffFields, type FieldChanges } from '../domain/diff-fields.ts';
import { roleOf } from '../domain/principal.ts';
import type { NewAuditEntry } from '../repositories/audit-log.ts';

/** A JSON response body as a route's handler returned it. */
type ResponseBody = Record<string, unknown>;

/**
 * `config.audit` of a route. Every route that is not a GET must say one of these (audit.test.ts
 * walks the route table): what its successful calls are recorded as, or why they are not.
 */
export type AuditRouteConfig =
  | {
      action: AuditAction | ((request: FastifyRequest) => AuditAction);
      targetType: AuditTargetType;
      /** The target's id when it is neither the `:id` path parameter nor the response's `id`. */
      targetId?: (response: ResponseBody | undefined, request: FastifyRequest) => unknown;
    }
  | {
      /** Why this write is not a back-office write (the customer app, sessions) or not a write. */
      exempt: string;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig;
  }
  interface FastifyRequest {
    /**
     * Records what this write changed: the record before and after (API JSON). Update routes call
     * it; creates and sends without it record their response, other writes record no fields.
     */
    auditChanges(before: object | null, after: object | null): void;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session endpoints (sign-in, refresh, sign-out, and any added beside them): they create and end
 * sign-ins, which login_events and refresh_tokens record, and write no business data. Exempted here,
 * by URL, so the session routes need no audit line of their own.
 */
const SESSION_PREFIXES = ['/api/v1/auth/', '/api/v1/users/auth/'];
const SESSION_EXEMPTION: AuditRouteConfig = {
  exempt: 'session endpoint: signs in, refreshes or signs out; no business data',
};

const isRecord = (value: unknown): value is ResponseBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** toggle-status: `{is_active: true}` activates, anything else deactivates. */
export function activation(request: FastifyRequest): AuditAction {
  return isRecord(request.body) && request.body.is_active === true ? 'activate' : 'deactivate';
}

/** `targetId` of Meu Perfil's writes: the signed-in user's own account. */
export const ownAccount = (_response: ResponseBody | undefined, request: FastifyRequest): unknown =>
  request.principal?.id ?? null;

/** `targetId` reading a nested id, e.g. `responseId('notification')` → response.notification.id. */
export const responseId =
  (field: string) =>
  (response: ResponseBody | undefined): unknown => {
    const nested = response?.[field];
    return isRecord(nested) ? nested.id : null;
  };

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value.slice(0, 64);
  return null;
}

/**
 * Writes one audit_log row for every successful (2xx) non-GET request of a back-office user, named
 * by the route's `config.audit`. The row is inserted after the route's own write has committed and
 * before the response leaves (onSend, awaited), so a client that saw the answer finds the row. It is
 * not in the route's transaction: each repository commits on its own, and threading one transaction
 * through every handler would touch every route. A failed insert therefore cannot undo the user's
 * write nor turn it into a 5xx: it is logged at error level with the whole entry (`audit_write_failed`)
 * so it can be replayed from the logs (docs/security.md, audit log).
 */
async function auditPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (SESSION_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      route.config = { ...route.config, audit: route.config?.audit ?? SESSION_EXEMPTION };
  });

  const changes = new WeakMap<FastifyRequest, FieldChanges>();
  const responses = new WeakMap<FastifyRequest, ResponseBody>();

  app.decorateRequest(
    'auditChanges',
    function (this: FastifyRequest, before: object | null, after: object | null) {
      changes.set(this, diffFields(before, after));
    },
  );

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!READS.has(request.method) && isRecord(payload)) responses.set(request, payload);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = auditEntry(request, reply);
    if (!entry) return payload;
    try {
      await app.auditLogRepository.insert(entry);
    } catch (err) {
      request.log.error(
        { err, audit: entry },
        'audit_write_failed: escrita feita, mas não registrada na auditoria',
      );
    }
    return payload;
  });

  function auditEntry(request: FastifyRequest, reply: FastifyReply): NewAuditEntry | null {
    if (READS.has(request.method) || reply.statusCode < 200 || reply.statusCode > 299) return null;
    const spec = request.routeOptions.config.audit;
    if (spec === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'rota de escrita sem config.audit: nada auditado');
      return null;
    }
    if ('exempt' in spec) return null;
    const principal = request.principal;
    if (!principal) {
      request.log.error({ url: request.routeOptions.url }, 'escrita auditável sem usuário autenticado');
      return null;
    }
    const response = responses.get(request);
    const action = typeof spec.action === 'function' ? spec.action(request) : spec.action;
    const params = isRecord(request.params) ? request.params : {};
    const targetId = spec.targetId ? spec.targetId(response, request) : (params.id ?? response?.id);
    const recordsResponse = action === 'create' || action === 'send';
    return {
      actorId: principal.id,
      actorName: principal.fullName,
      actorRole: roleOf(principal),
      action,
      targetType: spec.targetType,
      targetId: idText(targetId),
      changes: changes.get(request) ?? (recordsResponse ? diffFields(null, response ?? null) : {}),
      clientIp: request.ip || null,
      requestId: request.id || null,
    };
  }
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['audit-log-repository'] });
