import { TREND_PERIOD_LABELS, TREND_PERIODS } from '@fidelidade/contract/enums';
import { formatNumber } from '@fidelidade/session';
import { Alert, Card, Flex, Radio, Skeleton, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useDashboardTrends } from '../api/get-dashboard-trends';
import { parseTrendPeriod, useTrendPeriod } from '../hooks/use-trend-period';
import { trendTotals } from '../lib/trend-totals';
import { TrendChart } from './trend-chart';
import { TrendsTable } from './trends-table';

const periodOptions = TREND_PERIODS.map((days) => ({ label: TREND_PERIOD_LABELS[days], value: days }));

/** Points earned and spent and redemptions per day over 7, 30 or 90 days (docs/product.md §2.5). */
export function TrendsCard() {
  const { period, setPeriod } = useTrendPeriod();
  const { data, isPending, isError } = useDashboardTrends(period);
  const [showTable, setShowTable] = useState(false);
  const switchId = useId();
  const tableId = useId();
  const totals = data ? trendTotals(data.series) : undefined;
  const chartLabel = totals
    ? `Gráfico de tendências dos últimos ${data?.days} dias: ${formatNumber(totals.points_earned)} pontos ganhos, ` +
      `${formatNumber(totals.points_spent)} pontos gastos e ${formatNumber(totals.redemptions)} resgates.`
    : '';

  return (
    <Card title="Tendências" data-testid="trends-card">
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        {/* Radio buttons are the segmented control here: antd's Segmented is not in the shared design system. */}
        <Radio.Group
          aria-label="Período"
          optionType="button"
          buttonStyle="solid"
          options={periodOptions}
          value={period}
          onChange={(event) => setPeriod(parseTrendPeriod(String(event.target.value)))}
        />
        <Flex gap={8} align="center">
          <Switch
            id={switchId}
            size="small"
            checked={showTable}
            onChange={setShowTable}
            disabled={!data}
            // Only while the table is there: an id reference to nothing is an ARIA error.
            aria-controls={showTable ? tableId : undefined}
          />
          <Typography.Text>
            <label htmlFor={switchId}>Ver como tabela</label>
          </Typography.Text>
        </Flex>
      </Flex>
      {isError && (
        <Alert type="error" showIcon title="Erro ao carregar tendências" style={{ marginBottom: 16 }} />
      )}
      {isPending && <Skeleton active paragraph={{ rows: 5 }} title={false} />}
      {data && <TrendChart series={data.series} label={chartLabel} />}
      {data && showTable && <TrendsTable trends={data} id={tableId} />}
    </Card>
  );
}
