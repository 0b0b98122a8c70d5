import type { ApiConfig } from '@fidelidade/contract';
import { API_CONFIG_TYPE_LABELS, labelOf } from '@fidelidade/contract/enums';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Card, Space, Tag } from 'antd';
import { textOrNotInformed } from './sync-format';

interface ApiConfigsTableProps {
  rows: ApiConfig[];
  loading: boolean;
  running: string | null;
  onTest: (id: number) => void;
  onToggle: (id: number, active: boolean) => void;
}

export function ApiConfigsTable(props: ApiConfigsTableProps) {
  const columns: TypedColumns<ApiConfig> = [
    { title: 'Nome', dataIndex: 'name', key: 'name', render: textOrNotInformed },
    {
      title: 'Tipo',
      dataIndex: 'api_type',
      key: 'api_type',
      render: (type: string | null) => textOrNotInformed(labelOf(API_CONFIG_TYPE_LABELS, type)),
    },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'is_active',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>{active ? 'Ativa' : 'Inativa'}</Tag>
      ),
    },
    { title: 'URL Base', dataIndex: 'base_url', key: 'base_url', render: textOrNotInformed },
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
      render: (_: unknown, config: ApiConfig) => (
        <Space wrap>
          <Button
            size="small"
            loading={props.running === `test-${config.id}`}
            onClick={() => props.onTest(config.id)}
          >
            Testar Conexão
          </Button>
          <Button
            size="small"
            loading={props.running === `toggle-${config.id}`}
            onClick={() => props.onToggle(config.id, !config.is_active)}
          >
            {config.is_active ? 'Desativar' : 'Ativar'}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card size="small" title="Configurações de API">
      <DataTable<ApiConfig>
        label="Configurações de API"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={false}
        locale={{ emptyText: props.loading ? ' ' : 'Nenhuma configuração de API encontrada' }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
