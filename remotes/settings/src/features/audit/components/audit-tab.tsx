import type { AuditEntry } from '@fidelidade/contract';
import { ListTable } from '@fidelidade/ui/list-table';
import { useTable } from '@fidelidade/ui/use-table';
import { Card } from 'antd';
import { auditFilters, auditListPath, auditPageSize } from '../api/get-audit-log';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';

/** Configurações → Auditoria: every back-office write, newest first, filtered through the URL. */
export function AuditTab() {
  const table = useTable<AuditEntry, typeof auditFilters>({
    list: auditListPath,
    filters: auditFilters,
    search: 'actor',
    pageSize: auditPageSize,
  });
  return (
    <Card title="Auditoria">
      <AuditFilters table={table} />
      <ListTable<AuditEntry>
        table={table}
        label="Registros de auditoria"
        columns={auditColumns}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar a auditoria. Verifique sua conexão."
        emptyText="Nenhum registro de auditoria encontrado"
      />
    </Card>
  );
}
