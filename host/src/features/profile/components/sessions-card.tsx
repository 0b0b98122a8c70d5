import type { SessionItem } from '@fidelidade/contract';
import { formatDateTime, getErrorMessage, sessionStore } from '@fidelidade/session';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { App, Button, Card, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { endAllSessions, useEndSession, useSessions } from '../api/sessions';

/**
 * 'Sessões ativas' (ASVS 3.3.4): each sign-in of the account, one per device, with 'Encerrar';
 * 'Sair de todos os dispositivos' ends them all, this one included.
 */
export function SessionsCard() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const sessions = useSessions();
  const end = useEndSession();

  const endOne = (session: SessionItem) =>
    modal.confirm({
      title: `Encerrar a sessão de ${session.device}?`,
      content: 'O dispositivo sairá do painel no próximo acesso.',
      okText: 'Encerrar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await end.mutateAsync(session.id);
          message.success('Sessão encerrada.');
        } catch (error) {
          message.error(await getErrorMessage(error, 'Não foi possível encerrar a sessão.'));
        }
      },
    });

  const endAll = () =>
    modal.confirm({
      title: 'Sair de todos os dispositivos?',
      content: 'Todas as sessões serão encerradas, inclusive esta. Você precisará entrar de novo.',
      okText: 'Sair de todos',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await endAllSessions();
        } catch (error) {
          message.error(await getErrorMessage(error, 'Não foi possível encerrar as sessões.'));
          return;
        }
        sessionStore.getState().clearSession();
        navigate('/auth/login', { replace: true });
      },
    });

  const columns: TableColumnsType<SessionItem> = [
    {
      title: 'Dispositivo',
      dataIndex: 'device',
      render: (device: string, row) => (
        <Tooltip title={row.user_agent ?? undefined}>
          <span>
            {device} {row.current && <Tag color="blue">Esta sessão</Tag>}
          </span>
        </Tooltip>
      ),
    },
    { title: 'Endereço IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: 'Entrou em', dataIndex: 'signed_in_at', render: (at: string) => formatDateTime(at) },
    { title: 'Último uso', dataIndex: 'last_used_at', render: (at: string) => formatDateTime(at) },
    {
      title: 'Ações',
      key: 'actions',
      render: (_value, row) =>
        row.current ? (
          '—'
        ) : (
          <Button size="small" danger onClick={() => endOne(row)} aria-label={`Encerrar ${row.device}`}>
            Encerrar
          </Button>
        ),
    },
  ];

  return (
    <Card
      title="Sessões ativas"
      extra={
        <Button danger onClick={endAll}>
          Sair de todos os dispositivos
        </Button>
      }
    >
      {sessions.isError && !sessions.data ? (
        <ErrorPanel message="Erro ao carregar as sessões." onRetry={() => void sessions.refetch()} />
      ) : (
        <Table<SessionItem>
          rowKey="id"
          columns={columns}
          dataSource={sessions.data?.sessions ?? []}
          loading={sessions.isPending}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
