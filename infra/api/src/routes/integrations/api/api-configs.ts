import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiConfigList, ApiConfigToggled, ConnectionResult, Detail, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { testConnection } from '../../../services/erp-client.ts';
import { apiConfig } from './integration-json.ts';

/**
 * GET  /api/v1/integrations/api/api-configs/
 * POST /api/v1/integrations/api/api-configs/{id}/test_connection/ — GET {base_url}/health, with the timeout
 * POST /api/v1/integrations/api/api-configs/{id}/enable/ · …/disable/
 * ADMIN only.
 */
export default async function apiConfigs(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `/api-configs/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      schema: { response: { 200: ApiConfigList } },
    },
    async () => (await app.integrationsRepository.configs()).map(apiConfig),
  );

  r.post(
    `/api-configs/:id/test_connection/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      config: { audit: { exempt: 'reads the ERP health endpoint; changes nothing' } },
      schema: {
        params: IdParams,
        response: { 200: ConnectionResult, 404: Detail },
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
      `/api-configs/:id/${action}/`,
      {
        onRequest: app.requireCapability('integrations.manage'),
        config: { audit: { action: isActive ? 'activate' : 'deactivate', targetType: 'api_config' } },
        schema: {
          params: IdParams,
          response: { 200: ApiConfigToggled, 404: Detail },
        },
      },
      async (request) => {
        const row = await app.integrationsRepository.setConfigActive(request.params.id, isActive);
        if (!row) throw notFound();
        return { ...apiConfig(row), detail };
      },
    );
  }
}
