import type { PointsRule } from '@fidelidade/contract';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card } from 'antd';
import { sortOnChange } from '../../../lib/table-sort';
import { usePointsRulesTab } from '../hooks/use-points-rules-tab';
import { ruleColumns } from './rule-columns';

export function PointsRulesTab() {
  const { list, sort } = usePointsRulesTab();
  return (
    <Card title="Regras de Pontuação">
      {list.isError ? (
        <ErrorPanel message="Erro ao carregar dados de regras. Verifique sua conexão." onRetry={list.retry} />
      ) : list.isInitialLoading ? (
        <TableSkeleton />
      ) : (
        <>
          <DataTable
            label="Regras de Pontuação"
            rowKey={(rule) => rule.id ?? rule.transaction_type_key}
            columns={sort.withSorting(ruleColumns)}
            dataSource={list.rows}
            loading={list.query.isFetching}
            onChange={sortOnChange<PointsRule>(sort)}
            pagination={false}
            locale={{ emptyText: 'Nenhuma regra encontrada' }}
            scroll={{ x: true }}
          />
          <div style={{ marginTop: 16 }}>
            <Paginator {...list.paginatorProps} />
          </div>
        </>
      )}
    </Card>
  );
}
