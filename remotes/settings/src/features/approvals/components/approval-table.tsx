import type { ApprovalRequest } from '@fidelidade/contract';
import { APPROVAL_KIND_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime, useSession } from '@fidelidade/session';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { signedPoints, approvalMessages as text } from '../lib/approval-messages';

const STATUS_COLORS = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' } as const;

/**
 * The requests of one status. Pending rows offer Aprovar and Rejeitar, except the signed-in ADMIN's
 * own (the API refuses them too); decided rows say who decided and why.
 */
export function ApprovalTable(props: {
  rows: ApprovalRequest[];
  loading: boolean;
  pending: boolean;
  empty: string;
  onDecide?: (request: ApprovalRequest, action: 'approve' | 'reject') => void;
}) {
  const me = useSession((state) => state.user?.id);
  const columns: ColumnsType<ApprovalRequest> = [
    { title: text.kind, key: 'kind', render: (_, row) => APPROVAL_KIND_LABELS[row.kind] },
    { title: text.customer, key: 'customer', render: (_, row) => row.customer?.full_name ?? '—' },
    {
      title: text.points,
      key: 'points',
      align: 'right',
      render: (_, row) => (row.points === null ? '—' : signedPoints(row.points)),
    },
    { title: text.reason, key: 'reason', render: (_, row) => row.reason ?? row.summary ?? '—' },
    { title: text.requestedBy, key: 'requested_by', render: (_, row) => row.requested_by?.full_name ?? '—' },
    { title: text.requestedAt, key: 'created_at', render: (_, row) => formatDateTime(row.created_at) },
  ];
  if (props.pending) {
    columns.push({
      title: text.actions,
      key: 'actions',
      render: (_, row) =>
        row.requested_by?.id === me ? (
          <Typography.Text type="secondary">{text.ownRequest}</Typography.Text>
        ) : (
          <Space>
            <Button type="primary" size="small" onClick={() => props.onDecide?.(row, 'approve')}>
              {text.approve}
            </Button>
            <Button danger size="small" onClick={() => props.onDecide?.(row, 'reject')}>
              {text.reject}
            </Button>
          </Space>
        ),
    });
  } else {
    columns.push(
      {
        title: text.status,
        key: 'status',
        render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{text.statusLabels[row.status]}</Tag>,
      },
      { title: text.decidedBy, key: 'decided_by', render: (_, row) => row.decided_by?.full_name ?? '—' },
      { title: text.comment, key: 'comment', render: (_, row) => row.decision_comment ?? '—' },
    );
  }
  return (
    <Table<ApprovalRequest>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: props.empty }}
      scroll={{ x: true }}
    />
  );
}
