import type { Offer } from '@fidelidade/contract';
import { formatDateTime, formatNumber, truncate } from '@fidelidade/session';
import { ListTable } from '@fidelidade/ui/list-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { TableState } from '@fidelidade/ui/use-table';
import { Tag, Tooltip, Typography } from 'antd';
import { desktopOnly } from '../../../components/column-priority';
import { useHistoryColumns } from '../../../components/history-column';
import { singleLine } from '../../../components/single-line';
import type { OfferActionHandlers } from '../hooks/use-offer-actions';
import { offerPlace } from '../lib/offer-place';
import { useOfferActionsColumn } from './offer-actions-column';
import {
  type OfferDisplayStatus,
  offerDisplayStatus,
  offerTypeLabel,
  timeRestrictionLabel,
  voucherPoolLabel,
} from './offer-labels';

const DESCRIPTION_MAX = 50;

const statusColors: Record<OfferDisplayStatus, string> = {
  Ativa: 'green',
  Esgotada: 'red',
  Expirada: 'orange',
  Inativa: 'default',
  'Aguardando aprovação': 'gold',
};

/** Cut at 50 characters; the full text on hover (rendered as text, never as HTML). */
function Description(props: { text: string | null }) {
  const text = props.text ?? '';
  if (text.length <= DESCRIPTION_MAX) return <>{text || '—'}</>;
  return (
    <Tooltip title={text}>
      <span>{truncate(text, DESCRIPTION_MAX)}</span>
    </Tooltip>
  );
}

const columns: TypedColumns<Offer> = [
  { title: 'Título', dataIndex: 'title', key: 'title' },
  {
    title: 'Descrição',
    dataIndex: 'description',
    key: 'description',
    render: (text: string | null) => <Description text={text} />,
    ...desktopOnly,
  },
  { title: 'Tipo', dataIndex: 'offer_type', key: 'type', render: offerTypeLabel, ...desktopOnly },
  {
    // Where the offer applies (docs/product.md §2.10): the store or dealership, then its partner or kind.
    title: 'Local',
    key: 'place',
    // Wide enough for a store's name on one or two lines; on a phone the place is in 'Ver'.
    width: 180,
    ...desktopOnly,
    render: (_: unknown, row: Offer) => {
      const place = offerPlace(row);
      return (
        <>
          <div>{place.name}</div>
          <Typography.Text type="secondary">{place.detail}</Typography.Text>
        </>
      );
    },
  },
  {
    title: 'Pontos',
    dataIndex: 'points_cost',
    key: 'points',
    align: 'right',
    render: formatNumber,
    ...desktopOnly,
  },
  {
    title: 'Válida até',
    dataIndex: 'valid_until',
    key: 'valid_until',
    render: formatDateTime,
    ...singleLine,
    ...desktopOnly,
  },
  {
    title: 'Horário',
    key: 'time',
    render: (_: unknown, row: Offer) => timeRestrictionLabel(row),
    ...singleLine,
    ...desktopOnly,
  },
  {
    title: 'Status',
    // The key names the API's sort field: the shown status (Ativa, Expirada, Inativa) is computed,
    // its header sorts by is_active.
    key: 'is_active',
    ...singleLine,
    render: (_: unknown, row: Offer) => {
      const status = offerDisplayStatus(row);
      const budget =
        row.budget_redemptions === null || row.budget_redemptions === undefined
          ? null
          : `${row.used_redemptions.toLocaleString('pt-BR')}/${row.budget_redemptions.toLocaleString('pt-BR')} resgates`;
      const notes = [budget, voucherPoolLabel(row)].filter((note): note is string => note !== null);
      return (
        <>
          <Tag color={statusColors[status]}>{status}</Tag>
          {notes.map((note) => (
            <Typography.Text key={note} type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {note}
            </Typography.Text>
          ))}
        </>
      );
    },
  },
];

const history = { idOf: (row: Offer) => row.id, nameOf: (row: Offer) => row.title };

export function OffersTable(props: { table: TableState<Offer>; actions: OfferActionHandlers }) {
  const withHistory = useHistoryColumns(columns, 'offer', history);
  const withActions = useOfferActionsColumn(withHistory, props.actions);
  return (
    <ListTable<Offer>
      table={props.table}
      label="Lista de ofertas"
      columns={withActions}
      rowKey={(row) => row.id}
      errorMessage="Erro ao carregar dados de ofertas. Verifique sua conexão."
      emptyText="Nenhuma oferta encontrada"
      // Seven columns fit a 1440 px screen once titles and descriptions may wrap: Horário and
      // Status stay in view instead of behind a scroll past the card's edge.
      fitColumns
    />
  );
}
