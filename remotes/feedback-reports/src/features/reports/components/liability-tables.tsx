import type { LiabilityReportMonth, LiabilityReportPlace } from '@fidelidade/contract';
import { LIABILITY_PLACE_KIND_LABELS, labelOf } from '@fidelidade/contract/enums';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Typography } from 'antd';
import { monthShort } from '../lib/liability-months';
import { LiabilityFigure } from './liability-figure';

type Place = LiabilityReportMonth['place'];

const placeColumns = <Row extends { place: Place }>(): TypedColumns<Row> => [
  { title: 'Local', key: 'place', render: (_, row) => row.place.name },
  {
    title: 'Tipo',
    key: 'kind',
    render: (_, row) => labelOf(LIABILITY_PLACE_KIND_LABELS, row.place.kind),
    responsive: ['md'],
  },
];

type Figures = Record<string, number>;

/** A figure column: points over R$, right-aligned, never wrapped; only on wider screens unless `phone`. */
function figure<Row extends { points: Figures; value: Figures }>(
  title: string,
  key: keyof Row['points'] & string,
  phone = false,
): TypedColumns<Row>[number] {
  return {
    title,
    key,
    align: 'right',
    render: (_, row) => <LiabilityFigure points={row.points[key] ?? 0} value={row.value[key] ?? 0} />,
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
    ...(phone ? {} : { responsive: ['md' as const] }),
  };
}

const PAGINATION = { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } as const;

/** Each place's points now; on a phone the place, the points held and those expiring within 30 days. */
export function LiabilityPlacesTable(props: { rows: LiabilityReportPlace[] }) {
  const columns: TypedColumns<LiabilityReportPlace> = [
    ...placeColumns<LiabilityReportPlace>(),
    figure<LiabilityReportPlace>('Em aberto', 'outstanding', true),
    figure<LiabilityReportPlace>('Pendentes', 'pending'),
    figure<LiabilityReportPlace>('Vencem em até 30 dias', 'expiring_30', true),
    figure<LiabilityReportPlace>('Vencem em até 60 dias', 'expiring_60'),
    figure<LiabilityReportPlace>('Vencem em até 90 dias', 'expiring_90'),
  ];
  return (
    <DataTable<LiabilityReportPlace>
      label="Posição por local"
      rowKey={(row) => `${row.place.kind}:${row.place.id ?? ''}`}
      size="small"
      columns={columns}
      dataSource={props.rows}
      pagination={PAGINATION}
      locale={{ emptyText: 'Nenhum ponto em aberto' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** Place × month; on a phone the place, the month and the month's balance. */
export function LiabilityMonthsTable(props: { rows: LiabilityReportMonth[] }) {
  const columns: TypedColumns<LiabilityReportMonth> = [
    ...placeColumns<LiabilityReportMonth>(),
    {
      title: 'Mês',
      dataIndex: 'month',
      key: 'month',
      render: monthShort,
      onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
    },
    figure<LiabilityReportMonth>('Creditados', 'earned'),
    figure<LiabilityReportMonth>('Utilizados', 'spent'),
    figure<LiabilityReportMonth>('Expirados', 'expired'),
    figure<LiabilityReportMonth>('Saldo do mês', 'net', true),
  ];
  return (
    <DataTable<LiabilityReportMonth>
      label="Movimento por mês"
      rowKey={(row) => `${row.place.kind}:${row.place.id ?? ''}:${row.month}`}
      size="small"
      columns={columns}
      dataSource={props.rows}
      pagination={PAGINATION}
      locale={{ emptyText: 'Nenhuma movimentação no período' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** Both tables under their titles. */
export function LiabilityTables(props: { places: LiabilityReportPlace[]; months: LiabilityReportMonth[] }) {
  return (
    <>
      <Typography.Title level={4}>Posição por local</Typography.Title>
      <LiabilityPlacesTable rows={props.places} />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Movimento por mês
      </Typography.Title>
      <LiabilityMonthsTable rows={props.months} />
    </>
  );
}
