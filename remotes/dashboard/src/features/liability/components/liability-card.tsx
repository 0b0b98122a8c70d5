import type { Liability } from '@fidelidade/contract';
import { formatCurrencyBRL, formatDate, formatNumber, useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Alert, Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { useLiability } from '../api/get-liability';
import { useLiabilityPeriod } from '../hooks/use-liability-period';
import { LIABILITY_PERIOD_LABELS, LIABILITY_PERIODS, parseLiabilityPeriod } from '../lib/liability-period';
import { liabilityScopeLabel } from '../lib/liability-scope';

type Figure = keyof Liability['points'];
interface Row {
  key: Figure;
  label: string;
  points: number;
  value: number;
}

/** The figures in the order a reader goes through them: owed now, on the way, going, gone. */
const FIGURES: Array<[Figure, string]> = [
  ['outstanding', 'Em aberto (disponíveis)'],
  ['pending', 'Pendentes'],
  ['expiring_30', 'A expirar em até 30 dias'],
  ['expiring_60', 'A expirar em até 60 dias'],
  ['expiring_90', 'A expirar em até 90 dias'],
  ['expired', 'Expirados no período'],
  ['spent', 'Utilizados no período'],
];

const columns: TypedColumns<Row> = [
  { title: 'Situação', dataIndex: 'label', key: 'label' },
  {
    title: 'Pontos',
    dataIndex: 'points',
    key: 'points',
    align: 'right',
    render: (points: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumber(points)}</span>,
  },
  {
    title: 'Valor',
    dataIndex: 'value',
    key: 'value',
    align: 'right',
    render: (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCurrencyBRL(value)}</span>,
  },
];

const periodOptions = LIABILITY_PERIODS.map((days) => ({
  label: LIABILITY_PERIOD_LABELS[days],
  value: days,
}));

const rowsOf = (liability: Liability): Row[] =>
  FIGURES.map(([key, label]) => ({
    key,
    label,
    points: liability.points[key],
    value: liability.value[key],
  }));

/**
 * 'Passivo de pontos' (docs/product.md §2.5): what the programme owes its customers in the user's
 * scope — available, pending, expiring within 30/60/90 days — and what expired and was spent in
 * the period, in points and in R$ at the point's value. The card says whose points they are.
 */
export function LiabilityCard() {
  const user = useSession((state) => state.user);
  const { period, setPeriod } = useLiabilityPeriod();
  const { data, isPending, isError } = useLiability(period);
  return (
    <Card
      title="Passivo de pontos"
      extra={
        user && (
          <Typography.Text type="secondary" data-testid="liability-scope">
            {liabilityScopeLabel(user)}
          </Typography.Text>
        )
      }
      data-testid="liability-card"
    >
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label="Período do passivo"
          optionType="button"
          buttonStyle="solid"
          options={periodOptions}
          value={period}
          onChange={(event) => setPeriod(parseLiabilityPeriod(String(event.target.value)))}
        />
        {data && (
          <Typography.Text type="secondary" data-testid="liability-period">
            {`Período: ${formatDate(data.date_from)} a ${formatDate(data.date_to)} · Valor do ponto: ${formatCurrencyBRL(data.point_value)}`}
          </Typography.Text>
        )}
      </Flex>
      {isError && (
        <Alert
          type="error"
          showIcon
          title="Erro ao carregar o passivo de pontos"
          style={{ marginBottom: 16 }}
        />
      )}
      {isPending && <Skeleton active title={false} paragraph={{ rows: 5 }} />}
      {data && (
        <DataTable<Row>
          label="Passivo de pontos"
          rowKey={(row) => row.key}
          columns={columns}
          dataSource={rowsOf(data)}
          pagination={false}
          size="small"
          scroll={{ x: true }}
        />
      )}
    </Card>
  );
}
