import { formatDate, formatNumber } from '@fidelidade/session';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useCustomerPoints } from '../api/get-customer-points';
import { pointsMessages as text } from '../lib/batch-labels';

/**
 * The customer's points by state: spendable, waiting for their settlement, about to expire (within
 * the programme's notice window), the next expiry, expired; and a debt when a reversal left one.
 */
export function CustomerPoints(props: { customerId: number }) {
  const points = useCustomerPoints(props.customerId);
  if (points.isError)
    return (
      <div style={{ marginBottom: 16 }}>
        <ErrorPanel message={text.loadFailed} onRetry={() => void points.refetch()} />
      </div>
    );
  const data = points.data;
  const next = data?.next_expiry;
  const figures = data
    ? [
        { title: text.available, value: formatNumber(data.available) },
        { title: text.pending, value: formatNumber(data.pending) },
        { title: text.expiring(data.expiring_days), value: formatNumber(data.expiring) },
        {
          title: text.nextExpiry,
          value: next
            ? text.nextExpiryValue(formatNumber(next.points), formatDate(next.expires_at))
            : text.noExpiry,
        },
        { title: text.expired, value: formatNumber(data.expired) },
      ]
    : [];
  return (
    <Card style={{ marginBottom: 16 }} data-testid="customer-points">
      {!data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {figures.map((figure) => (
              <Col key={figure.title} xs={12} md={8} xl={4}>
                {/* pt-BR text from the shared formatters, not Statistic's own number grouping. */}
                <Statistic title={figure.title} value={figure.value} formatter={() => figure.value} />
              </Col>
            ))}
          </Row>
          {data.debt > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 16 }}
              title={text.debt(formatNumber(data.debt))}
              description={text.debtHint}
            />
          )}
        </>
      )}
    </Card>
  );
}
