import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ID_OR_TEXT_ANY_OF, ROW_ID_KEYWORD } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';

/** The OpenAPI document and its reference page; both public, like the contract they describe. */
export const OPENAPI_URL = '/api/v1/openapi.json';
export const DOCS_PREFIX = '/api/v1/docs';

/** A form route reads one of these bodies itself (uploads: docs/architecture.md §5). */
export const FORM_MEDIA_TYPES = ['multipart/form-data', 'application/json'];

/**
 * The `config.swaggerTransform` of a route whose body is a form: multipart (with images) or JSON.
 * Fastify must not validate that body (a multipart body is parsed in the handler, and the form's
 * own pt-BR messages come from its reader), so the form schema is given to the document only.
 */
export function documentedForm(form: TSchema): SwaggerTransform {
  return ({ schema, url }) => ({ schema: { ...schema, body: form, consumes: FORM_MEDIA_TYPES }, url });
}

/**
 * The `config.swaggerTransform` of a file upload (a CSV import): one multipart field `file`, read as
 * it streams in by the handler, so the document states it and Fastify does not validate it.
 */
export const documentedUpload: SwaggerTransform = ({ schema, url }) => ({
  schema: {
    ...schema,
    body: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    consumes: ['multipart/form-data'],
  },
  url,
});

/**
 * The `config.swaggerTransform` of a JSON route whose rules are checked in code, so that every
 * failing field is answered at once with the form's own words (the user form): Fastify validates
 * the route's loose body schema (types only), the document shows `body` with every rule.
 */
export function documentedBody(body: TSchema): SwaggerTransform {
  return ({ schema, url }) => ({ schema: { ...schema, body }, url });
}

/** A list's `?format=csv` answer, as the document describes it. */
const CSV_FILE = {
  type: 'string',
  description:
    'Com `format=csv`: arquivo CSV (UTF-8 com BOM, separador `;`, CRLF), cabeçalho com os títulos das colunas ' +
    'da tela, todos os registros do filtro (sem paginação), em `Content-Disposition: attachment`.',
};

/**
 * The `config.swaggerTransform` of a list that also exports CSV (`?format=csv`, services/
 * csv-response.ts): its 200 is documented as the JSON page or the CSV file. Only the document
 * changes; Fastify still serialises the JSON page with the route's own schema (a CSV is a stream).
 */
export const documentedCsv: SwaggerTransform = ({ schema, url }) => {
  const response = schema.response;
  if (typeof response !== 'object' || response === null || !('200' in response)) return { schema, url };
  const ok = {
    description: 'Página da lista (JSON) ou, com `format=csv`, o arquivo CSV.',
    content: { 'application/json': { schema: response[200] }, 'text/csv': { schema: CSV_FILE } },
  };
  return { schema: { ...schema, response: { ...response, 200: ok } }, url };
};

/** A report's `?format=pdf` answer, as the document describes it. */
const PDF_FILE = {
  type: 'string',
  format: 'binary',
  description: 'Com `format=pdf`: o relatório em PDF (pt-BR), em `Content-Disposition: attachment`.',
};

/**
 * The `config.swaggerTransform` of a report that answers JSON, or the same report as CSV
 * (`?format=csv`) or PDF (`?format=pdf`) on its own URL (the liability report): its 200 is
 * documented with the three media types.
 */
export const documentedReportExports: SwaggerTransform = ({ schema, url }) => {
  const response = schema.response;
  if (typeof response !== 'object' || response === null || !('200' in response)) return { schema, url };
  const ok = {
    description: 'O relatório (JSON) ou, com `format=csv` / `format=pdf`, o arquivo.',
    content: {
      'application/json': { schema: response[200] },
      'text/csv': { schema: CSV_FILE },
      'application/pdf': { schema: PDF_FILE },
    },
  };
  return { schema: { ...schema, response: { ...response, 200: ok } }, url };
};

/** Only the /api/v1 contract is documented (not /media/ files nor the documentation itself). */
const apiOnly: SwaggerTransform = ({ schema, url }) => ({
  schema: url.startsWith('/api/v1/') ? schema : { ...schema, hide: true },
  url,
});

/**
 * The contract's `x-row-id` filters (an id or a name) are checked by a keyword of the API's
 * validator; the document states the same rule as JSON Schema, which any client can read.
 */
function documentedRowIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(documentedRowIds);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, documentedRowIds(value)] as const);
  if (!(ROW_ID_KEYWORD in node)) return Object.fromEntries(entries);
  return {
    ...Object.fromEntries(entries.filter(([key]) => key !== ROW_ID_KEYWORD)),
    anyOf: ID_OR_TEXT_ANY_OF,
  };
}

/**
 * OpenAPI 3.1 document generated from the routes' TypeBox schemas (the @fidelidade/contract ones),
 * at GET /api/v1/openapi.json, and a Swagger UI page at /api/v1/docs served from the package's own
 * files (no CDN, no inline script: it works offline and under the gateway's CSP).
 * Registered before the routes: @fastify/swagger collects them with an onRoute hook.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fidelidade — API do back-office',
        version: '1',
        description:
          'Contrato /api/v1 (pacote @fidelidade/contract). Autenticação: `Authorization: Bearer <access>` ' +
          'obtido em users/auth/admin-login/ ou users/auth/login/. Erros: `{detail}` ou `{campo: [mensagens]}`; ' +
          'cada operação declara todos os status que pode responder. Um método que um caminho conhecido não ' +
          'aceita responde 405 `{detail}` com o cabeçalho `Allow`. Números: no corpo JSON, só números JSON; ' +
          'no caminho, na query string e em formulários multipart, só dígitos decimais (sem expoente).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: apiOnly,
    transformObject: (document) =>
      'openapiObject' in document
        ? (documentedRowIds(document.openapiObject) as typeof document.openapiObject)
        : {},
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would call validator.swagger.io: nothing leaves the origin.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    theme: { title: 'Fidelidade — API' },
  });
}

export default fp(openapi, { name: 'openapi' });
