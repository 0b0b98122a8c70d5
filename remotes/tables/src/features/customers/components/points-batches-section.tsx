import type { PointsBatch } from '@fidelidade/contract';
import {
  BATCH_SOURCE_LABELS,
  BATCH_STATE_LABELS,
  type BatchState,
  labelOf,
} from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Flex, Tag, Typography } from 'antd';
import { singleLine } from '../../../components/single-line';
import { usePointsBatches } from '../api/get-customer-points';
import { batchStateColors, pointsMessages as text } from '../lib/batch-labels';

const columns: TypedColumns<PointsBatch> = [
  {
    title: 'Origem',
    dataIndex: 'source',
    key: 'source',
    minWidth: 180,
    render: (source: string, batch: PointsBatch) => (
      <Flex vertical>
        {labelOf(BATCH_SOURCE_LABELS, source)}
        {batch.description && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {batch.description}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: 'Pontos',
    dataIndex: 'points',
    key: 'points',
    align: 'right',
    render: formatNumber,
    ...singleLine,
  },
  {
    title: 'Restantes',
    dataIndex: 'remaining',
    key: 'remaining',
    align: 'right',
    render: formatNumber,
    ...singleLine,
  },
  { title: 'Ganho em', dataIndex: 'earned_at', key: 'earned', render: formatDateTime, ...singleLine },
  {
    title: 'Disponível em',
    dataIndex: 'available_at',
    key: 'available',
    render: formatDateTime,
    ...singleLine,
  },
  {
    title: 'Expira em',
    dataIndex: 'expires_at',
    key: 'expires',
    ...singleLine,
    render: (expiresAt: string | null) => (expiresAt ? formatDateTime(expiresAt) : text.neverExpires),
  },
  {
    title: 'Estado',
    dataIndex: 'state',
    key: 'state',
    ...singleLine,
    render: (state: BatchState) => (
      <Tag color={batchStateColors[state] ?? 'default'}>{labelOf(BATCH_STATE_LABELS, state)}</Tag>
    ),
  },
];

/** 'Lotes de pontos': each credit with its dates, what is left of it and its state. */
export function PointsBatchesSection(props: { customerId: number }) {
  const table = usePointsBatches(props.customerId);
  return (
    <ListTable<PointsBatch>
      label={text.batchesLabel}
      table={table}
      columns={columns}
      rowKey={(row) => row.id}
      errorMessage={text.batchesFailed}
      emptyText={text.batchesEmpty}
      fitColumns
    />
  );
}
