import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { createErpIntegration } from '../services/erp-integration.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The ERP fixture's default address, seeded when ERP_BASE_URL is unset. */
export const DEFAULT_ERP_BASE_URL = 'http://127.0.0.1:3900';

const MINUTE = 60_000;

/** Demo: the integration plus a few historical logs (so the sync screen is not empty). */
export async function seedIntegrations(tx: Tx, now: number, baseUrl: string) {
  const { tasks } = await createErpIntegration(tx, baseUrl);
  const byType = (type: string) => tasks.find((t) => t.taskType === type) as (typeof tasks)[number];
  const history: Array<{
    type: string;
    minutesAgo: number;
    status: 'success' | 'error' | 'warning';
    seconds: number;
    processed: number;
    created: number;
    updated: number;
    error?: string;
    data: Record<string, unknown>;
  }> = [
    {
      type: 'CUSTOMERS',
      minutesAgo: 3 * 1440,
      status: 'success',
      seconds: 4.2,
      processed: 180,
      created: 12,
      updated: 31,
      data: { pages: 4, warnings_count: 0, warnings: [] },
    },
    {
      type: 'SERVICES',
      minutesAgo: 3 * 1440 - 2,
      status: 'success',
      seconds: 7.9,
      processed: 420,
      created: 57,
      updated: 0,
      data: { pages: 9, warnings_count: 0, warnings: [] },
    },
    {
      type: 'MERCHANDISE',
      minutesAgo: 3 * 1440 - 4,
      status: 'warning',
      seconds: 3.1,
      processed: 150,
      created: 21,
      updated: 0,
      data: {
        pages: 3,
        warnings_count: 1,
        warnings: [{ external_id: 'MER-00077', reason: "amount inválido: 'N/D'" }],
      },
    },
    {
      type: 'SERVICES',
      minutesAgo: 2 * 1440,
      status: 'error',
      seconds: 31.5,
      processed: 0,
      created: 0,
      updated: 0,
      error: 'Falha ao consultar o ERP (GET /services) após 3 tentativas: HTTP 503',
      data: { pages: 0, warnings_count: 0, warnings: [] },
    },
    {
      type: 'CUSTOMERS',
      minutesAgo: 1440,
      status: 'success',
      seconds: 2.6,
      processed: 35,
      created: 4,
      updated: 9,
      data: { pages: 1, warnings_count: 0, warnings: [] },
    },
    {
      type: 'SERVICES',
      minutesAgo: 1438,
      status: 'success',
      seconds: 5.4,
      processed: 96,
      created: 18,
      updated: 0,
      data: { pages: 2, warnings_count: 0, warnings: [] },
    },
  ];
  await tx.insert(s.syncLogs).values(
    history.map((h) => {
      const task = byType(h.type);
      const startedAt = new Date(now - h.minutesAgo * MINUTE);
      return {
        taskId: task.id,
        taskName: task.name,
        status: h.status,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + h.seconds * 1000),
        durationMs: Math.round(h.seconds * 1000),
        recordsProcessed: h.processed,
        recordsCreated: h.created,
        recordsUpdated: h.updated,
        errorMessage: h.error ?? null,
        responseData: { resource: h.type.toLowerCase(), ...h.data },
      };
    }),
  );
  for (const task of tasks) {
    const last = history.filter((h) => h.type === task.taskType).at(-1);
    if (!last) continue;
    const lastRun = new Date(now - last.minutesAgo * MINUTE);
    await tx
      .update(s.integrationTasks)
      .set({ lastRun, nextRun: new Date(lastRun.getTime() + task.intervalMinutes * MINUTE) })
      .where(eq(s.integrationTasks.id, task.id));
  }
}
