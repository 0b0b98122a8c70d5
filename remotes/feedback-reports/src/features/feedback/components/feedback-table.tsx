import { MessageOutlined } from '@ant-design/icons';
import type { Feedback, FeedbackStatus } from '@fidelidade/contract';
import { formatCpf, formatDateTime, truncate } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Tag, Typography } from 'antd';
import { feedbackStatusColors, priorityLabel, statusLabel, typeLabel } from './feedback-labels';

/** docs/product.md §9: the list shows the first 50 characters of the message. */
export const messagePreviewLength = 50;

function columnsFor(onRespond: (feedback: Feedback) => void): TypedColumns<Feedback> {
  return [
    {
      title: 'Usuário',
      key: 'user',
      render: (_, feedback) => (
        <>
          <div>{feedback.user_name}</div>
          {/* A CPF broken over two lines ("089.818.78 / 9-35") no longer reads as one number. */}
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {formatCpf(feedback.user_cpf)}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Assunto', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Mensagem',
      dataIndex: 'message',
      key: 'message',
      render: (message: string) => truncate(message, messagePreviewLength),
    },
    { title: 'Tipo', key: 'type', render: (_, feedback) => typeLabel(feedback) },
    { title: 'Prioridade', dataIndex: 'priority', key: 'priority', render: priorityLabel },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: FeedbackStatus) => (
        <Tag color={feedbackStatusColors[status]}>{statusLabel(status)}</Tag>
      ),
    },
    { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime },
    {
      title: 'Ações',
      key: 'actions',
      render: (_, feedback) => (
        <Button
          icon={<MessageOutlined />}
          aria-label={`Responder feedback ${feedback.id}`}
          onClick={() => onRespond(feedback)}
        >
          Responder
        </Button>
      ),
    },
  ];
}

interface FeedbackTableProps {
  rows: Feedback[];
  loading: boolean;
  onRespond: (feedback: Feedback) => void;
}

export function FeedbackTable(props: FeedbackTableProps) {
  return (
    <DataTable<Feedback>
      label="Feedbacks"
      rowKey="id"
      columns={columnsFor(props.onRespond)}
      dataSource={props.rows}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: 'Nenhum feedback encontrado' }}
      scroll={{ x: true }}
    />
  );
}
