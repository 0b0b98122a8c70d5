import { getHttp } from '@fidelidade/session';

export interface SyncAction {
  path: string;
  label: string;
  /** Completes 'Erro ao executar sincronização {type}'. */
  type: string;
  started: string;
}

/** The four sync buttons (docs/product.md §2.9, §8); the complete sync runs the asynchronous ERP variant. */
export const syncActions: SyncAction[] = [
  {
    path: 'sync-customers/',
    label: 'Sincronizar Clientes',
    type: 'de clientes',
    started: 'Sincronização de clientes iniciada!',
  },
  {
    path: 'sync-services/',
    label: 'Sincronizar Serviços',
    type: 'de serviços',
    started: 'Sincronização de serviços iniciada!',
  },
  {
    path: 'sync-merchandise-purchase/',
    label: 'Sincronizar Compras de Mercadorias',
    type: 'de compras de mercadorias',
    started: 'Sincronização de compras de mercadorias iniciada!',
  },
  {
    path: 'sync-all-erp-async/',
    label: 'Sincronização Completa do ERP',
    type: 'completa do ERP',
    started: 'Sincronização completa do ERP iniciada!',
  },
];

export const runSync = (action: SyncAction) => getHttp().post(`integrations/api/${action.path}`);
