import type { RemoteFailure } from '@fidelidade/contract';
import {
  REMOTE_FAILURE_KIND_LABELS,
  type RemoteFailureKind,
  type RemoteName,
} from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Table } from 'antd';
import { useRecentFailures } from '../api/get-recent-failures';

const columns: TypedColumns<RemoteFailure> = [
  { title: 'Quando', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Versão', dataIndex: 'version' },
  { title: 'Tipo', dataIndex: 'kind', render: (kind: RemoteFailureKind) => REMOTE_FAILURE_KIND_LABELS[kind] },
  { title: 'Página', dataIndex: 'page' },
  { title: 'Mensagem', dataIndex: 'message', width: 360 },
  {
    // A report whose session id the API did not issue is shown, never counted by the watcher.
    title: 'Conta para o vigia',
    dataIndex: 'verified',
    render: (verified: boolean) => (verified ? 'Sim' : 'Não (sessão não reconhecida)'),
  },
];

/** 'Falhas recentes': the remote's latest 20 reports of the last 24 h, as browsers sent them. */
export function RecentFailuresTable(props: { remote: RemoteName }) {
  const failures = useRecentFailures(props.remote);
  if (failures.isError)
    return (
      <ErrorPanel message="Não foi possível carregar as falhas." onRetry={() => void failures.refetch()} />
    );
  return (
    <Table
      size="small"
      rowKey="id"
      loading={failures.isPending}
      columns={columns}
      dataSource={failures.data?.recent ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nenhuma falha nas últimas 24 horas.' }}
    />
  );
}
