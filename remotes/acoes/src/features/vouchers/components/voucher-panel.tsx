import type { VoucherDetail } from '@fidelidade/contract';
import { Alert, Flex } from 'antd';
import { useVoucherBurn } from '../hooks/use-voucher-burn';
import { voucherMessages, voucherUsedMessage } from '../lib/voucher-messages';
import { VoucherBurnForm } from './voucher-burn-form';
import { VoucherCard } from './voucher-card';

interface VoucherPanelProps {
  voucher: VoucherDetail;
  refresh: () => void;
}

/**
 * The voucher found: a used one says so at once, in red, with when and by whom (a clerk must not
 * read it as a go-ahead); a pending one shows its card and the form that burns it.
 */
export function VoucherPanel({ voucher, refresh }: VoucherPanelProps) {
  const { refusal, submitting, formProps } = useVoucherBurn(voucher, refresh);
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      {voucher.is_used && (
        <Alert
          type="error"
          showIcon
          title={voucherMessages.usedTitle}
          description={voucherUsedMessage(voucher.used_at, voucher.burned_by?.full_name ?? null)}
        />
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <VoucherCard voucher={voucher} />
      {!voucher.is_used && <VoucherBurnForm formProps={formProps} submitting={submitting} />}
    </Flex>
  );
}
