/**
 * The ERP integration rows the API needs at run time: the 'ERP Concessionárias' config and its three
 * sync tasks, created or re-pointed on start when ERP_BASE_URL is set (the demo seed creates them too).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { uniqueViolation } from '../domain/user-rules.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const ERP_CONFIG_NAME = 'ERP Concessionárias';

const ERP_TASKS = [
  { taskType: 'CUSTOMERS', name: 'Sincronização de clientes', intervalMinutes: 60 },
  { taskType: 'SERVICES', name: 'Sincronização de serviços', intervalMinutes: 30 },
  { taskType: 'MERCHANDISE', name: 'Sincronização de compras de mercadorias', intervalMinutes: 30 },
] as const;

/** The ERP config (ERP_BASE_URL) and its three tasks; returns their ids. */
export async function createErpIntegration(db: Database | Tx, baseUrl: string) {
  const [config] = await db
    .insert(s.apiConfigs)
    .values({ name: ERP_CONFIG_NAME, apiType: 'ERP', baseUrl, isActive: true })
    .returning();
  if (!config) throw new Error('api_configs');
  const tasks = await db
    .insert(s.integrationTasks)
    .values(ERP_TASKS.map((t) => ({ ...t, apiConfigId: config.id })))
    .returning();
  return { config, tasks };
}

/**
 * On start with ERP_BASE_URL set: points the 'ERP Concessionárias' config at it, or creates the
 * config and its tasks in a database seeded before the integration existed.
 */
export async function ensureErpIntegration(db: Database, baseUrl: string): Promise<void> {
  const [existing] = await db.select().from(s.apiConfigs).where(eq(s.apiConfigs.name, ERP_CONFIG_NAME));
  if (!existing) {
    // Another instance starting at the same time may win the unique name; that is fine.
    await createErpIntegration(db, baseUrl).catch((err: unknown) => {
      if (uniqueViolation(err) === null) throw err;
    });
    return;
  }
  if (existing.baseUrl !== baseUrl)
    await db
      .update(s.apiConfigs)
      .set({ baseUrl, updatedAt: new Date() })
      .where(eq(s.apiConfigs.id, existing.id));
}
