import type { AuditEntry } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card, Typography } from 'antd';
import { sortOnChange } from '../../../lib/table-sort';
import { useAuditTab } from '../hooks/use-audit-tab';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';

/** Configurações → Auditoria: every back-office write, newest first, filtered through the URL. */
export function AuditTab() {
  const { filterProps, list, sort } = useAuditTab();
  return (
    <Card title="Auditoria">
      <AuditFilters {...filterProps} />
      {list.isError ? (
        <ErrorPanel message="Erro ao carregar a auditoria. Verifique sua conexão." onRetry={list.retry} />
      ) : list.isInitialLoading ? (
        <TableSkeleton />
      ) : (
        <>
          <DataTable<AuditEntry>
            label="Registros de auditoria"
            aria-label="Registros de auditoria"
            rowKey={(row) => row.id}
            size="middle"
            columns={sort.withSorting(auditColumns)}
            dataSource={list.rows}
            loading={list.query.isFetching}
            onChange={sortOnChange(sort)}
            pagination={false}
            locale={{ emptyText: 'Nenhum registro de auditoria encontrado' }}
            scroll={{ x: 'max-content' }}
          />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              marginTop: 16,
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            <Typography.Text type="secondary">
              {list.countIsExact
                ? `${formatNumber(list.count)} registro(s)`
                : `mais de ${formatNumber(list.count)} registros`}
            </Typography.Text>
            <Paginator {...list.paginatorProps} />
          </div>
        </>
      )}
    </Card>
  );
}
