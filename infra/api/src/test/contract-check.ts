import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Checks every answer of a test app against the app's own OpenAPI document (docs/api.md,
 * "Statuses"): the status must be declared for the operation, and a JSON body must match the
 * declared schema (a file must be of a declared media type). A 405 must carry `Allow`. What does
 * not fit is collected as a violation; test/helpers.ts fails the test file on close when any was.
 */

interface MediaType {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
type Validate = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};

const compile = AjvCompiler()(
  {},
  {
    customOptions: {
      strict: false,
      allErrors: true,
      coerceTypes: false,
      useDefaults: false,
      removeAdditional: false,
    },
  },
) as unknown as (route: { schema: unknown }) => Validate;

/** The document's path of a Fastify route URL: `/api/v1/users/:id/` → `/api/v1/users/{id}/`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export class ContractCheck {
  readonly violations: string[] = [];
  private document: OpenApiDocument | undefined;
  private readonly validators = new Map<string, Validate>();

  /** The onSend hook for buildApp (options.onSend). */
  readonly onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    try {
      this.check(request, reply, payload);
    } catch (error) {
      this.violations.push(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    return payload;
  };

  private check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/v1/')) return;
    const status = reply.statusCode;
    const name = `${request.method} ${request.url.slice(0, 120)} → ${status}`;
    const route = request.routeOptions.url;
    if (status === 405 && !reply.getHeader('allow')) this.violations.push(`${name}: 405 without Allow`);
    if (route === undefined) {
      // No operation: an unknown path (404) or method (405) answers the contract's {detail}.
      this.checkBody(name, 'detail', { type: 'object', required: ['detail'] }, payload);
      return;
    }
    this.document ??= request.server.swagger() as unknown as OpenApiDocument;
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const operation = this.document.paths[documentPath(route)]?.[method];
    if (!operation) return; // Not part of the document (the document itself, its page).
    const response = operation.responses?.[String(status)];
    if (!response) {
      this.violations.push(`${name}: status not declared (${Object.keys(operation.responses ?? {})})`);
      return;
    }
    if (request.method === 'HEAD' || status === 204) return;
    if (!response.content) {
      if (payload !== undefined && payload !== null && String(payload) !== '')
        this.violations.push(`${name}: a body where the document declares none`);
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '').split(';', 1)[0] ?? '';
    const media = response.content?.[type];
    if (!media) {
      this.violations.push(
        `${name}: ${type || 'no content type'} not declared (${Object.keys(response.content ?? {})})`,
      );
      return;
    }
    if (type === 'application/json')
      this.checkBody(name, `${method} ${route} ${status}`, media.schema, payload);
  }

  private checkBody(name: string, key: string, schema: unknown, payload: unknown): void {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      this.violations.push(`${name}: the body is not JSON`);
      return;
    }
    let validate = this.validators.get(key);
    if (!validate) {
      validate = compile({ schema });
      this.validators.set(key, validate);
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ');
      this.violations.push(
        `${name}: the body does not match the schema: ${errors}: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
  }
}
