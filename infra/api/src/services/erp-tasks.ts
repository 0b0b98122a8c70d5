/**
 * What the ERP sync knows about its three task types and the messages its logs and refusals carry
 * (docs/api.md, "Integrations: ERP synchronisation").
 */
import type { SyncTaskType } from '../db/schema/index.ts';

export const TASK_META: Record<
  SyncTaskType,
  { path: string; ruleKey: string | null; ledgerType: string; started: string; label: string }
> = {
  CUSTOMERS: {
    path: 'customers',
    ruleKey: null,
    ledgerType: 'customer',
    started: 'Sincronização de clientes iniciada!',
    label: 'clientes',
  },
  SERVICES: {
    path: 'services',
    ruleKey: 'SERVICE',
    ledgerType: 'service',
    started: 'Sincronização de serviços iniciada!',
    label: 'serviços',
  },
  MERCHANDISE: {
    path: 'merchandise-purchases',
    ruleKey: 'MERCHANDISE',
    ledgerType: 'merchandise',
    started: 'Sincronização de compras de mercadorias iniciada!',
    label: 'compras de mercadorias',
  },
};

export const SYNC_MESSAGES = {
  noTask: (label: string) => `Nenhuma tarefa de sincronização de ${label} cadastrada.`,
  running: 'Sincronização já em andamento para esta tarefa.',
  taskInactive: 'Tarefa desativada. Ative-a para sincronizar.',
  configInactive: (name: string) =>
    `A configuração de API "${name}" está desativada. Ative-a para sincronizar.`,
  interrupted: 'Execução interrompida: o processo que executava a sincronização parou.',
  leaseLost: 'Sincronização interrompida: a tarefa foi assumida por outra execução.',
  resumed: 'Execução retomada após a interrupção de outra instância.',
  cancelled: 'Sincronização cancelada.',
} as const;
