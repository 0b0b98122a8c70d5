import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';

interface DetailsViewProps {
  title: string;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

export function ManagementDetailsView(props: DetailsViewProps) {
  return (
    <Card
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={props.onBack} aria-label="Voltar" />
          {props.title}
        </Space>
      }
      extra={
        <Space>
          <Button icon={<EditOutlined />} onClick={props.onEdit}>
            Editar
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={props.onDelete}>
            Excluir
          </Button>
        </Space>
      }
    >
      {props.children}
    </Card>
  );
}
