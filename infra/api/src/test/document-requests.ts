import { REFUSALS_MARKER } from '@fidelidade/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.ts';

/**
 * Requests built from the published OpenAPI document, as a client generated from it would send
 * them, and the reading of the document's answers (the contract's property tests).
 */

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
}
export interface Located {
  method: string;
  path: string;
  operation: Operation;
}
export interface DocumentRequest {
  method: string;
  url: string;
  payload?: unknown;
}

export async function documentOf(app: FastifyInstance): Promise<Document> {
  return (await app.inject({ url: '/api/v1/openapi.json' })).json<Document>();
}

/** Every operation of the document by its operationId. */
export function operations(document: Document): Map<string, Located> {
  const found = new Map<string, Located>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      if (!ENDS_THE_CALLERS_SESSIONS.has(operation.operationId))
        found.set(operation.operationId, { method: method.toUpperCase(), path, operation });
  return found;
}

/**
 * Sign-outs: an empty request ends the sessions of the token that sends it, so the generated
 * requests would sign the shared test accounts out of every later case. They have their own tests
 * (routes/auth, routes/users/me/accounts.test.ts).
 */
const ENDS_THE_CALLERS_SESSIONS = new Set(['postAuthLogout', 'postUsersMeSessionsEndAll']);

/** Text of a query value as a client writes it (numbers and booleans as JSON writes them). */
const queryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Requests of one operation valid by the document; `ids` gives the path ids to use (rows that exist,
 * so the operation gets past its 404).
 */
export function requestsOf(
  located: Located,
  ids: Record<string, readonly number[]>,
): fc.Arbitrary<DocumentRequest> {
  const { method, path, operation } = located;
  const parameters = operation.parameters ?? [];
  const pathValues = parameters
    .filter((p) => p.in === 'path')
    .map(
      (p) => [p.name, ids[p.name] ? fc.constantFrom(...(ids[p.name] ?? [])) : arbitraryOf(p.schema)] as const,
    );
  const queryValues = parameters
    .filter((p) => p.in === 'query')
    .map(
      (p) =>
        [
          p.name,
          p.required ? arbitraryOf(p.schema) : fc.option(arbitraryOf(p.schema), { nil: undefined }),
        ] as const,
    );
  const body = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      params: fc.record(Object.fromEntries(pathValues)),
      query: fc.record(Object.fromEntries(queryValues)),
      payload: body ? arbitraryOf(body) : fc.constant(undefined),
    })
    .map(({ params, query, payload }) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query))
        if (value !== undefined && value !== null) search.append(name, queryText(value));
      const text = search.toString();
      return { method, url: text ? `${url}?${text}` : url, ...(body ? { payload } : {}) };
    });
}

/**
 * The roles each operation's guard lets through: the guards run before the body is read, so an
 * empty request (path ids from `id`) tells who gets past them. `tokens` maps a role to its token.
 */
export async function guardedRoles<R extends string>(
  app: FastifyInstance,
  located: Map<string, Located>,
  tokens: Record<R, string | null>,
  id: number,
): Promise<Map<string, R[]>> {
  const allowed = new Map<string, R[]>();
  for (const [operationId, { method, path }] of located) {
    const url = path.replace(/\{\w+\}/g, String(id));
    const roles: R[] = [];
    for (const [role, token] of Object.entries(tokens) as Array<[R, string | null]>) {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const res = await app.inject({ method: method as 'GET', url, headers });
      if (res.statusCode !== 401 && res.statusCode !== 403) roles.push(role);
    }
    allowed.set(operationId, roles);
  }
  return allowed;
}

/** The operation's own refusals for a status, as patterns (`<…>` stands for any text). */
export function refusals(operation: Operation, status: number): RegExp[] {
  const description = operation.responses[String(status)]?.description ?? '';
  const listed = description.split(REFUSALS_MARKER)[1] ?? '';
  return [...listed.matchAll(/`([^`]+)`/g)].map(
    ([, text]) =>
      new RegExp(
        `^${(text ?? '')
          .split(/<[^>]+>/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
  );
}

/** Every message of an error body: `detail`, or each field's list. */
export function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [String(body)];
  return Object.values(body).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
}
