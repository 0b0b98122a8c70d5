import type { RemoteDeploymentOut } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Table } from 'antd';
import { actorName } from '../lib/release-format';

const columns: TypedColumns<RemoteDeploymentOut> = [
  { title: 'Versão', dataIndex: 'version' },
  { title: 'No ar desde', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Por', dataIndex: 'by', render: (by: string) => actorName(by) },
];

/** 'Versões anteriores': what a rollback can return to, most recent first. */
export function PreviousVersionsTable(props: { previous: RemoteDeploymentOut[] }) {
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.version}@${row.at}`}
      columns={columns}
      dataSource={props.previous}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nenhuma versão anterior.' }}
    />
  );
}
