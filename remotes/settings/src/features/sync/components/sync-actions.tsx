import { SyncOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { type SyncAction, syncActions } from '../api/run-sync';

interface SyncActionsProps {
  running: string | null;
  onStart: (action: SyncAction) => void;
  onRefresh: () => void;
}

export function SyncActions(props: SyncActionsProps) {
  return (
    <Card
      size="small"
      title="Ações de Sincronização"
      extra={
        <Button icon={<SyncOutlined />} onClick={props.onRefresh}>
          Atualizar
        </Button>
      }
    >
      <Space wrap>
        {syncActions.map((action) => (
          <Button
            key={action.path}
            type={action.path.startsWith('sync-all') ? 'primary' : 'default'}
            loading={props.running === action.path}
            disabled={props.running !== null && props.running !== action.path}
            onClick={() => props.onStart(action)}
          >
            {action.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
