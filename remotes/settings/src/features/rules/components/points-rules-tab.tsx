import type { PointsRule } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ListStatus } from '@fidelidade/ui/list-table';
import { Paginator } from '@fidelidade/ui/paginator';
import { useTable } from '@fidelidade/ui/use-table';
import { Card } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { rulesListPath, rulesPageSize } from '../api/get-points-rules';
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
  // The page and the sort live in the URL next to ?tab=rules.
  const table = useTable<PointsRule, Record<never, string>>({ list: rulesListPath, pageSize: rulesPageSize });
  const { sort } = table;
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
      <ListStatus table={table} errorMessage="Erro ao carregar dados de regras. Verifique sua conexão.">
        <DataTable<PointsRule>
          {...table.tableProps}
          label="Regras de Pontuação"
          rowKey={(rule) => rule.id ?? rule.transaction_type_key}
          columns={columns}
          locale={{ emptyText: 'Nenhuma regra encontrada' }}
          scroll={{ x: true }}
        />
        <div style={{ marginTop: 16 }}>
          <Paginator {...table.list.paginatorProps} />
        </div>
      </ListStatus>
      {dialog && (
        <Suspense fallback={null}>
          <RuleDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Card>
  );
}
