import type { ApiConfig } from '@fidelidade/contract';
import { API_CONFIG_TYPE_LABELS } from '@fidelidade/contract/enums';
import { Button, Space } from 'antd';
import { textOrNotInformed } from './sync-format';
import { integrationColumns, SyncTable } from './sync-table';

interface ApiConfigsTableProps {
  rows: ApiConfig[];
  loading: boolean;
  running: string | null;
  onTest: (id: number) => void;
  onToggle: (id: number, active: boolean) => void;
}

export function ApiConfigsTable(props: ApiConfigsTableProps) {
  const columns = integrationColumns<ApiConfig>({
    typeField: 'api_type',
    typeLabels: API_CONFIG_TYPE_LABELS,
    middle: [{ title: 'URL Base', dataIndex: 'base_url', key: 'base_url', render: textOrNotInformed }],
    actions: (config) => (
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
  });
  return (
    <SyncTable<ApiConfig>
      title="Configurações de API"
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText="Nenhuma configuração de API encontrada"
    />
  );
}
