import type { ReleaseDecisionOut } from '@fidelidade/contract';
import { RELEASE_ACTION_LABELS, type ReleaseAction } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Table } from 'antd';
import { actorName, sourcesText } from '../lib/release-format';

const columns: TypedColumns<ReleaseDecisionOut> = [
  { title: 'Quando', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Decisão',
    dataIndex: 'action',
    render: (action: ReleaseAction) => RELEASE_ACTION_LABELS[action],
  },
  { title: 'Versão', dataIndex: 'version' },
  { title: 'Por', dataIndex: 'by', render: (by: string) => actorName(by) },
  {
    // The watcher's decisions: how many client addresses stood behind the canary's figures.
    title: 'Endereços do canário',
    key: 'sources',
    render: (_: unknown, row: ReleaseDecisionOut) => (row.canary ? sourcesText(row.canary) : '—'),
  },
  { title: 'Motivo', dataIndex: 'reason', render: (reason?: string) => reason ?? '—' },
];

/** 'Histórico de decisões': people's and the watcher's, most recent first (the watcher's with why). */
export function DecisionHistoryTable(props: { history: ReleaseDecisionOut[] }) {
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.at}:${row.action}:${row.version}`}
      columns={columns}
      dataSource={props.history}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nenhuma decisão registrada.' }}
    />
  );
}
