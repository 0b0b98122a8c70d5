import type { LedgerEntry } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Typography } from 'antd';
import { PagedTable } from '../../../components/paged-table';
import { singleLine } from '../../../components/single-line';
import { usePointsHistorySection } from '../hooks/use-points-history-section';
import { ledgerKindLabel } from '../lib/ledger-kind';
import { signedPoints } from '../lib/signed-points';
import { PointsHistoryFilters } from './points-history-filters';

const columns: TypedColumns<LedgerEntry> = [
  { title: 'Data', dataIndex: 'created_at', key: 'date', render: formatDateTime, ...singleLine },
  { title: 'Tipo', dataIndex: 'kind', key: 'kind', render: ledgerKindLabel, ...singleLine },
  {
    title: 'Pontos',
    dataIndex: 'points',
    key: 'points',
    align: 'right',
    ...singleLine,
    render: (points: number) => (
      <Typography.Text type={points < 0 ? 'danger' : 'success'} strong>
        {signedPoints(points)}
      </Typography.Text>
    ),
  },
  // On a phone the shared width left this column one word wide: it keeps room for a sentence per line.
  { title: 'Descrição', dataIndex: 'description', key: 'description', minWidth: 200 },
  {
    title: 'Motivo',
    dataIndex: 'reason',
    key: 'reason',
    minWidth: 200,
    render: (reason: string | null) => reason || '—',
  },
  {
    title: 'Feito por',
    dataIndex: 'created_by',
    key: 'created_by',
    render: (author: LedgerEntry['created_by']) => author?.full_name ?? '—',
  },
];

/** Every ledger entry of the customer, newest first unless sorted by a header, filtered by kind and period. */
export function PointsHistorySection(props: { customerId: number }) {
  const { filterProps, list, sort } = usePointsHistorySection(props.customerId);
  return (
    <>
      <PointsHistoryFilters {...filterProps} />
      <PagedTable<LedgerEntry>
        label="Histórico de pontos"
        list={list}
        sort={sort}
        columns={columns}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar o histórico de pontos. Verifique sua conexão."
        emptyText="Nenhuma movimentação de pontos encontrada"
        fitColumns
      />
    </>
  );
}
