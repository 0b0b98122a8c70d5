import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  errorResponse,
  placeholder,
  SYNC_TASK_TYPES,
  SyncCompleted,
  SyncStarted,
  type SyncTaskType,
} from '@fidelidade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { SYNC_MESSAGES, TASK_META } from '../../../services/erp-tasks.ts';
import { syncLog } from './integration-json.ts';

/** A start refused: no task, its config or the task disabled (400); the task running (409). */
export const SYNC_REFUSALS = {
  400: errorResponse(400, [
    SYNC_MESSAGES.noTask(placeholder('tarefa')),
    SYNC_MESSAGES.configInactive(placeholder('configuração')),
    SYNC_MESSAGES.taskInactive,
  ]),
  409: errorResponse(409, [SYNC_MESSAGES.running]),
};
/** The target of a full sync: every ERP task type. */
const ALL_TASKS = {
  action: 'sync_start',
  targetType: 'integration_task',
  targetId: () => SYNC_TASK_TYPES.join(','),
} as const;

/**
 * POST /api/v1/integrations/api/sync-customers/ · sync-services/ · sync-merchandise-purchase/ — 202,
 * background; sync-all-erp/ — runs the three in order and answers with their logs; sync-all-erp-async/
 * — 202, background. 409 while a task runs; 400 when its API config or the task is disabled. ADMIN only.
 */
export default async function syncRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  async function erpTaskIds(types: readonly SyncTaskType[]): Promise<number[]> {
    const ids: number[] = [];
    for (const type of types) {
      const row = await app.integrationsRepository.erpTask(type);
      if (!row) throw new HttpError(400, { detail: SYNC_MESSAGES.noTask(TASK_META[type].label) });
      ids.push(row.id);
    }
    return ids;
  }
  const userId = (request: FastifyRequest) => request.principal?.id ?? null;

  for (const [path, type] of [
    ['sync-customers', 'CUSTOMERS'],
    ['sync-services', 'SERVICES'],
    ['sync-merchandise-purchase', 'MERCHANDISE'],
  ] as const) {
    r.post(
      `/${path}/`,
      {
        onRequest: app.requireCapability('integrations.manage'),
        config: { audit: { action: 'sync_start', targetType: 'integration_task', targetId: () => type } },
        schema: { response: { 202: SyncStarted, ...SYNC_REFUSALS } },
      },
      async (request, reply) => {
        const { logIds } = await app.integrations.start(await erpTaskIds([type]), userId(request), false);
        return reply.code(202).send({ detail: TASK_META[type].started, log_id: logIds[0] });
      },
    );
  }

  r.post(
    `/sync-all-erp/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      config: { audit: ALL_TASKS },
      schema: { response: { 200: SyncCompleted, ...SYNC_REFUSALS } },
    },
    async (request) => {
      const logs = await app.integrations.start(await erpTaskIds(SYNC_TASK_TYPES), userId(request), true);
      const failed = logs.some((l) => l.status === 'error');
      return {
        detail: failed
          ? 'Sincronização completa do ERP concluída com erros.'
          : 'Sincronização completa do ERP concluída!',
        logs: logs.map(syncLog),
      };
    },
  );

  r.post(
    `/sync-all-erp-async/`,
    {
      onRequest: app.requireCapability('integrations.manage'),
      config: { audit: ALL_TASKS },
      schema: { response: { 202: SyncStarted, ...SYNC_REFUSALS } },
    },
    async (request, reply) => {
      const { logIds } = await app.integrations.start(
        await erpTaskIds(SYNC_TASK_TYPES),
        userId(request),
        false,
      );
      return reply.code(202).send({ detail: 'Sincronização completa do ERP iniciada!', log_ids: logIds });
    },
  );
}
