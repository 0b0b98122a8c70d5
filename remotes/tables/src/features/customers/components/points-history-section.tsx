import type { LedgerEntry } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { useTable } from '@fidelidade/ui/use-table';
import { Typography } from 'antd';
import { singleLine } from '../../../components/single-line';
import { pointsHistoryFilters, pointsHistoryOrderingKey, pointsHistoryPath } from '../api/get-points-history';
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
  const table = useTable<LedgerEntry, typeof pointsHistoryFilters>({
    list: pointsHistoryOrderingKey,
    path: pointsHistoryPath(props.customerId),
    filters: pointsHistoryFilters,
  });
  return (
    <>
      <PointsHistoryFilters table={table} />
      <ListTable<LedgerEntry>
        table={table}
        label="Histórico de pontos"
        columns={columns}
        rowKey={(row) => row.id}
        errorMessage="Erro ao carregar o histórico de pontos. Verifique sua conexão."
        emptyText="Nenhuma movimentação de pontos encontrada"
        fitColumns
      />
    </>
  );
}
