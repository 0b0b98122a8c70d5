import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { PointsRule } from '@fidelidade/contract';
import { labelOf, POINTS_RULE_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { ruleMessages, versionSummary } from '../lib/rule-form';

/** 0.1 → '10%' (whole percent, docs/product.md §9). */
export const weightPercent = (weight: number | string) => {
  const fraction = Number(weight);
  return Number.isFinite(fraction) ? `${Math.round(fraction * 100)}%` : '—';
};

/** The name, and a dated edit not yet in force: 'Alteração agendada' and what it will be from when. */
function NameCell(props: { rule: PointsRule }) {
  const next = props.rule.next_change;
  if (!next) return <>{props.rule.name}</>;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        {props.rule.name}
        <Tag color="blue">{ruleMessages.scheduledTag}</Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {ruleMessages.scheduledLine(formatDateTime(next.effective_from), versionSummary(next))}
      </Typography.Text>
    </Flex>
  );
}

export interface RuleActions {
  /** Present for who may edit rules (rules.manage). */
  onEdit?: (rule: PointsRule) => void;
  /** Present for who may read rules and their history (rules.read). */
  onHistory?: (rule: PointsRule) => void;
}

/** The rules' columns; 'Ações' only when the user has one (Editar, Histórico). */
export function ruleColumns(actions: RuleActions): TypedColumns<PointsRule> {
  const columns: TypedColumns<PointsRule> = [
    {
      title: 'Nome',
      dataIndex: 'name',
      key: 'name',
      render: (_: string, rule: PointsRule) => <NameCell rule={rule} />,
    },
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
  if (!actions.onEdit && !actions.onHistory) return columns;
  return [
    ...columns,
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
      render: (_: unknown, rule: PointsRule) => (
        <Space size="small">
          {actions.onEdit && (
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar ${rule.name}`}
                onClick={() => actions.onEdit?.(rule)}
              />
            </Tooltip>
          )}
          {actions.onHistory && (
            <Tooltip title="Histórico">
              <Button
                type="text"
                icon={<HistoryOutlined />}
                aria-label={`Histórico de ${rule.name}`}
                onClick={() => actions.onHistory?.(rule)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}
