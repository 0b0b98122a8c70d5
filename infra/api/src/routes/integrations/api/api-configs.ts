import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { testConnection } from '../../lib/erp-client.ts';
import { notFound } from '../../lib/http-error.ts';
import { Detail } from '../common/schemas.ts';
import { ApiConfig, apiConfig, BASE, IdParams } from './schemas.ts';

const Toggled = Type.Intersect([ApiConfig, Type.Object({ detail: Type.String() })]);
const ConnectionResult = Type.Object({
  success: Type.Boolean(),
  status_code: Type.Optional(Type.Integer()),
  message: Type.String(),
  elapsed_ms: Type.Integer(),
});

/**
 * GET  /api/v1/integrations/api/api-configs/
 * POST /api/v1/integrations/api/api-configs/{id}/test_connection/ — GET {base_url}/health, with the timeout
 * POST /api/v1/integrations/api/api-configs/{id}/enable/ · …/disable/
 * ADMIN only.
 */
export default async function apiConfigs(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `${BASE}/api-configs/`,
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: Type.Array(ApiConfig), 401: Detail, 403: Detail } },
    },
    async () => (await app.integrationsRepository.configs()).map(apiConfig),
  );

  r.post(
    `${BASE}/api-configs/:id/test_connection/`,
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParams,
        response: { 200: ConnectionResult, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const config = await app.integrationsRepository.config(request.params.id);
      if (!config) throw notFound();
      return testConnection(config.baseUrl, app.integrations.settings.timeoutMs);
    },
  );

  for (const [action, isActive, detail] of [
    ['enable', true, 'Configuração de API ativada.'],
    ['disable', false, 'Configuração de API desativada.'],
  ] as const) {
    r.post(
      `${BASE}/api-configs/:id/${action}/`,
      {
        onRequest: app.requireAdmin,
        schema: { params: IdParams, response: { 200: Toggled, 401: Detail, 403: Detail, 404: Detail } },
      },
      async (request) => {
        const row = await app.integrationsRepository.setConfigActive(request.params.id, isActive);
        if (!row) throw notFound();
        return { ...apiConfig(row), detail };
      },
    );
  }
}
