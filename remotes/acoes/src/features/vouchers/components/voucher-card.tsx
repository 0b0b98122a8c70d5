import type { VoucherDetail } from '@fidelidade/contract';
import { formatCurrencyBRL, formatDateTime, formatNumber } from '@fidelidade/session';
import { Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { voucherFieldLabels as label } from '../lib/voucher-messages';
import { statusColors, statusLabel } from '../lib/voucher-status';

const dash = (text: string | null | undefined) => (text ? text : '—');

/** What the clerk checks before burning: offer, customer, status, points, validity, place. */
export function VoucherCard({ voucher }: { voucher: VoucherDetail }) {
  const items: DescriptionsProps['items'] = [
    {
      key: 'code',
      label: label.code,
      children: <Typography.Text code>{voucher.voucher_code}</Typography.Text>,
    },
    { key: 'offer', label: label.offer, children: voucher.offer_title },
    { key: 'customer', label: label.customer, children: voucher.user_name },
    { key: 'cpf', label: label.cpf, children: voucher.customer_cpf_masked },
    {
      key: 'status',
      label: label.status,
      children: <Tag color={statusColors[voucher.status]}>{statusLabel(voucher.status)}</Tag>,
    },
    { key: 'points', label: label.points, children: formatNumber(voucher.points_spent) },
    { key: 'valid', label: label.validUntil, children: dash(formatDateTime(voucher.valid_until)) },
    { key: 'location', label: label.location, children: dash(voucher.offer_location_name) },
    { key: 'redeemed', label: label.redeemedAt, children: dash(formatDateTime(voucher.created_at)) },
  ];
  if (voucher.is_used)
    items.push(
      { key: 'used', label: label.usedAt, children: dash(formatDateTime(voucher.used_at)) },
      { key: 'burned', label: label.burnedBy, children: dash(voucher.burned_by?.full_name) },
      {
        key: 'value',
        label: label.purchaseValue,
        children: voucher.total_value_offer === null ? '—' : formatCurrencyBRL(voucher.total_value_offer),
      },
      { key: 'reference', label: label.referenceCode, children: dash(voucher.reference_code) },
    );
  return <Descriptions column={1} size="small" bordered items={items} />;
}
