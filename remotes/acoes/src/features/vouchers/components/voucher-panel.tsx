import type { VoucherDetail } from '@fidelidade/contract';
import { Alert, Flex } from 'antd';
import { useVoucherBurn } from '../hooks/use-voucher-burn';
import { VoucherBurnForm } from './voucher-burn-form';
import { VoucherCard } from './voucher-card';

interface VoucherPanelProps {
  voucher: VoucherDetail;
  refresh: () => void;
}

/** The voucher found: its card, and while it is pending the form that burns it. */
export function VoucherPanel({ voucher, refresh }: VoucherPanelProps) {
  const { refusal, submitting, formProps } = useVoucherBurn(voucher, refresh);
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <VoucherCard voucher={voucher} />
      {!voucher.is_used && <VoucherBurnForm formProps={formProps} submitting={submitting} />}
    </Flex>
  );
}
