import { formatCurrencyBRL, formatNumber } from '@fidelidade/session';
import { Typography } from 'antd';

/** A figure of the liability report: its points, and under them their R$ at the point's value. */
export function LiabilityFigure(props: { points: number; value: number; size?: 'large' }) {
  const large = props.size === 'large';
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div className="liability-points" style={large ? { fontSize: 22, fontWeight: 600 } : undefined}>
        {formatNumber(props.points)}
      </div>
      <Typography.Text type="secondary" className="liability-value" style={{ fontSize: large ? 14 : 12 }}>
        {formatCurrencyBRL(props.value)}
      </Typography.Text>
    </div>
  );
}
