import type { Feedback } from '@fidelidade/contract';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { singleLine } from '../../../components/single-line';
import { useCustomerFeedback } from '../api/get-customer-feedback';

const columns: TypedColumns<Feedback> = [
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime, ...singleLine },
  { title: 'Assunto', dataIndex: 'subject', key: 'subject', minWidth: 200 },
  { title: 'Tipo', dataIndex: 'feedback_type_display', key: 'type', ...singleLine },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    ...singleLine,
    render: (status: FeedbackStatus) => <Tag>{FEEDBACK_STATUS_LABELS[status] ?? status}</Tag>,
  },
  {
    title: 'Resposta',
    dataIndex: 'admin_response',
    key: 'response',
    minWidth: 200,
    render: (response: string | null) => response || '—',
  },
];

/** What the customer sent through the app (only for who reads feedback). */
export function CustomerFeedbackSection(props: { customerId: number }) {
  const table = useCustomerFeedback(props.customerId);
  return (
    <ListTable<Feedback>
      label="Feedbacks enviados"
      table={table}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar os feedbacks do cliente. Verifique sua conexão."
      emptyText="Nenhum feedback enviado"
      fitColumns
    />
  );
}
