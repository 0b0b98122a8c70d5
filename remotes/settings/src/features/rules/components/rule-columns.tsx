import type { PointsRule } from '@fidelidade/contract';
import { labelOf, POINTS_RULE_TYPE_LABELS } from '@fidelidade/contract/enums';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';

/** 0.1 → '10%' (whole percent, docs/product.md §9). */
export const weightPercent = (weight: number | string) => {
  const fraction = Number(weight);
  return Number.isFinite(fraction) ? `${Math.round(fraction * 100)}%` : '—';
};

export const ruleColumns: TypedColumns<PointsRule> = [
  { title: 'Nome', dataIndex: 'name', key: 'name' },
  {
    title: 'Tipo de Transação',
    dataIndex: 'transaction_type_key',
    key: 'transaction_type_key',
    // The key as its pt-BR label; an ERP key the contract does not know is shown as it came.
    render: (key: string) => labelOf(POINTS_RULE_TYPE_LABELS, key),
  },
  { title: 'Peso', dataIndex: 'weight', key: 'weight', align: 'right', render: weightPercent },
  {
    title: 'Status',
    dataIndex: 'is_active',
    key: 'is_active',
    render: (active: boolean) => (
      <Tag color={active ? 'green' : 'default'}>{active ? 'Ativa' : 'Inativa'}</Tag>
    ),
  },
];
