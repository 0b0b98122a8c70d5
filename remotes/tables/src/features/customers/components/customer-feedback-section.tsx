import type { Feedback } from '@fidelidade/contract';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { PagedTable } from '../../../components/paged-table';
import { singleLine } from '../../../components/single-line';
import { useCustomerFeedback } from '../api/get-customer-feedback';
import { useUrlPage } from '../hooks/use-url-page';

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
  const { page, setPage } = useUrlPage();
  const list = useCustomerFeedback(props.customerId, page, setPage);
  return (
    <PagedTable<Feedback>
      label="Feedbacks enviados"
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar os feedbacks do cliente. Verifique sua conexão."
      emptyText="Nenhum feedback enviado"
      fitColumns
    />
  );
}
