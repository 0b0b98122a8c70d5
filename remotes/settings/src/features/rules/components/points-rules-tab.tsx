import type { PointsRule } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { sortOnChange } from '../../../lib/table-sort';
import { usePointsRulesTab } from '../hooks/use-points-rules-tab';
import { ruleColumns } from './rule-columns';
import type { RuleDialog } from './rule-dialogs';

// The edit form and the history come when one is first opened, not with the tab.
const RuleDialogs = lazy(() =>
  import(/* webpackChunkName: "rule-dialogs" */ './rule-dialogs').then((module) => ({
    default: module.RuleDialogs,
  })),
);

/**
 * Regras de Pontuação (docs/product.md §2.9): the rules as in force, a scheduled change on its row,
 * each rule's history; 'Editar' for who manages rules (rules.manage, ADMIN).
 */
export function PointsRulesTab() {
  const { list, sort } = usePointsRulesTab();
  const user = useSession((state) => state.user);
  const mayEdit = can(user, 'rules.manage');
  const mayRead = can(user, 'rules.read');
  const [dialog, setDialog] = useState<RuleDialog | null>(null);
  const columns = useMemo(
    () =>
      sort.withSorting(
        ruleColumns({
          onEdit: mayEdit ? (rule: PointsRule) => setDialog({ kind: 'edit', rule }) : undefined,
          onHistory: mayRead ? (rule: PointsRule) => setDialog({ kind: 'history', rule }) : undefined,
        }),
      ),
    [sort, mayEdit, mayRead],
  );
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
            columns={columns}
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
      {dialog && (
        <Suspense fallback={null}>
          <RuleDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Card>
  );
}
