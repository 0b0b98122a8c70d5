import type { PointsRule, PointsRuleVersion } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { useNarrowScreen } from '@fidelidade/ui/use-narrow-screen';
import { Drawer, Flex, Tag } from 'antd';
import { useRuleVersions } from '../api/update-rule';
import { percentText, ruleMessages as text } from '../lib/rule-form';

/** The first version of every rule is dated 1970 by the migration: in force since ever. */
const SINCE_EVER = Date.UTC(1971, 0, 1);

/** The version in force now: the newest whose date has come (versions arrive newest first). */
const inForceId = (versions: PointsRuleVersion[], now: number) =>
  versions.find((version) => new Date(version.effective_from).getTime() <= now)?.id;

function columns(current: number | undefined, now: number): TypedColumns<PointsRuleVersion> {
  return [
    {
      title: text.effectiveFrom,
      dataIndex: 'effective_from',
      key: 'from',
      render: (from: string, version: PointsRuleVersion) => (
        <Flex gap={4} wrap align="center">
          <span style={{ whiteSpace: 'nowrap' }}>
            {new Date(from).getTime() < SINCE_EVER ? text.since : formatDateTime(from)}
          </span>
          {version.id === current && <Tag color="green">{text.inForce}</Tag>}
          {new Date(from).getTime() > now && <Tag color="blue">{text.upcoming}</Tag>}
        </Flex>
      ),
    },
    { title: 'Nome', dataIndex: 'name', key: 'name' },
    { title: 'Peso', dataIndex: 'weight', key: 'weight', align: 'right', render: percentText },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'active',
      render: (active: boolean) => (active ? 'Ativa' : 'Inativa'),
    },
    {
      title: 'Alterado por',
      dataIndex: 'created_by',
      key: 'by',
      render: (by: string | null) => by ?? '—',
    },
  ];
}

/** 'Histórico': every version of the rule, newest first — when in force, weight, status, author. */
export function RuleHistoryDrawer(props: { rule: PointsRule; onClose: () => void }) {
  const versions = useRuleVersions(props.rule.id);
  const narrow = useNarrowScreen();
  const now = Date.now();
  return (
    // A phone gets the whole width; on a desk the rules stay visible beside it.
    <Drawer
      open
      title={text.historyTitle(props.rule.name)}
      onClose={props.onClose}
      size={narrow ? '100%' : 640}
    >
      {versions.isError ? (
        <ErrorPanel message={text.historyFailed} onRetry={() => void versions.refetch()} />
      ) : versions.data ? (
        <DataTable<PointsRuleVersion>
          label={text.historyTitle(props.rule.name)}
          rowKey={(version) => version.id}
          columns={columns(inForceId(versions.data, now), now)}
          dataSource={versions.data}
          pagination={false}
          size="small"
          locale={{ emptyText: text.historyEmpty }}
          scroll={{ x: true }}
        />
      ) : (
        <TableSkeleton />
      )}
    </Drawer>
  );
}
