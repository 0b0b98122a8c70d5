import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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

/** Only the /api/v1 contract is documented (not /media/ files nor the documentation itself). */
const apiOnly: SwaggerTransform = ({ schema, url }) => ({
  schema: url.startsWith('/api/v1/') ? schema : { ...schema, hide: true },
  url,
});

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
          'obtido em users/auth/admin-login/ ou users/auth/login/. Erros: `{detail}` ou `{campo: [mensagens]}`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: apiOnly,
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
