import { MessageOutlined } from '@ant-design/icons';
import type { Feedback, FeedbackStatus } from '@fidelidade/contract';
import type { OrderingField } from '@fidelidade/contract/ordering';
import { formatDateTime, truncate } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ListCpf } from '@fidelidade/ui/list-cpf';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { TableState } from '@fidelidade/ui/use-table';
import type { SortableColumnProps } from '@fidelidade/ui/use-url-sort';
import { Button, Tag } from 'antd';
import type { feedbackListPath } from '../api/get-feedback-list';
import { feedbackStatusColors, priorityLabel, statusLabel, typeLabel } from './feedback-labels';

/** Makes a column sortable by the API on one of the list's ordering fields (useUrlSort). */
type Sortable = (field: OrderingField<typeof feedbackListPath>) => SortableColumnProps;

/** docs/product.md §9: the list shows the first 50 characters of the message. */
export const messagePreviewLength = 50;

function columnsFor(onRespond: (feedback: Feedback) => void, sortable: Sortable): TypedColumns<Feedback> {
  return [
    {
      title: 'Usuário',
      // A computed cell: its key is the field antd reports on a header click. Sorted by name (the
      // CPF below it is a second line, not a sort key).
      key: 'user_name',
      ...sortable('user_name'),
      render: (_, feedback) => (
        <>
          <div>{feedback.user_name}</div>
          {/* Masked, with 'Mostrar CPF' (audited); never broken over two lines. */}
          <ListCpf userId={feedback.user} cpf={feedback.user_cpf} name={feedback.user_name} secondary />
        </>
      ),
    },
    { title: 'Assunto', dataIndex: 'subject', key: 'subject', ...sortable('subject') },
    {
      title: 'Mensagem',
      dataIndex: 'message',
      key: 'message',
      render: (message: string) => truncate(message, messagePreviewLength),
    },
    {
      title: 'Tipo',
      key: 'feedback_type',
      ...sortable('feedback_type'),
      render: (_, feedback) => typeLabel(feedback),
    },
    {
      title: 'Prioridade',
      dataIndex: 'priority',
      key: 'priority',
      ...sortable('priority'),
      render: priorityLabel,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      ...sortable('status'),
      render: (status: FeedbackStatus) => (
        <Tag color={feedbackStatusColors[status]}>{statusLabel(status)}</Tag>
      ),
    },
    {
      title: 'Data',
      dataIndex: 'created_at',
      key: 'date',
      ...sortable('created_at'),
      render: formatDateTime,
    },
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
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

export function FeedbackTable(props: {
  table: TableState<Feedback>;
  onRespond: (feedback: Feedback) => void;
}) {
  const { table, onRespond } = props;
  return (
    <DataTable<Feedback>
      {...table.tableProps}
      label="Feedbacks"
      rowKey="id"
      columns={columnsFor(onRespond, table.sort.sortableColumn)}
      locale={{ emptyText: 'Nenhum feedback encontrado' }}
      scroll={{ x: true }}
    />
  );
}
