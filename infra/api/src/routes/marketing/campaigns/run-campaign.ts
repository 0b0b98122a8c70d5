import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CampaignRunResult, errorResponse, IdParams } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../domain/http-error.ts';
import { ptNumber } from '../../../domain/pt-br-number.ts';
import { inPeriod } from '../../../services/campaigns/campaign-run.ts';
import { ownerOf } from '../audience-helpers.ts';
import { campaignJson, NOT_RUNNABLE } from '../campaign-helpers.ts';

/**
 * POST /api/v1/marketing/campaigns/{id}/run/ — 'Executar agora': a run at once, in this process (the
 * schedule's runs go on as usual). Customers already reached for their occurrence are not reached
 * again, so running twice reaches nobody new. 200 when the run ended within PUSH_WAIT_MS, else 202.
 */
export default async function runCampaignNow(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/run/',
    {
      onRequest: app.requireCapability('campaigns.manage'),
      config: { audit: { action: 'send', targetType: 'campaign' } },
      schema: {
        params: IdParams,
        response: {
          200: CampaignRunResult,
          202: CampaignRunResult,
          400: errorResponse(400, [NOT_RUNNABLE]),
          404: errorResponse(404),
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const repo = app.campaignsRepository;
      const row = await repo.get(request.params.id, owner);
      if (!row) throw notFound();
      if (!inPeriod(row, new Date())) throw new HttpError(400, { detail: NOT_RUNNABLE });
      const reached = await app.runCampaignNow(row.id, app.config.PUSH_WAIT_MS);
      const after = await repo.get(row.id, owner);
      if (!after) throw notFound();
      const ended = reached !== null;
      return reply.code(ended ? 200 : 202).send({
        campaign: campaignJson(after),
        reached: reached ?? 0,
        detail: ended
          ? `Campanha executada: ${ptNumber(reached)} cliente(s) alcançado(s).`
          : 'Execução em andamento. Atualize a lista em instantes.',
      });
    },
  );
}
