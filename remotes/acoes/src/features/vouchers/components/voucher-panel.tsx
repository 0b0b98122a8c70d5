import type { VoucherDetail } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { Alert, Flex } from 'antd';
import { useVoucherBurn } from '../hooks/use-voucher-burn';
import { voucherMessages, voucherUsedMessage } from '../lib/voucher-messages';
import { VoucherBurnForm } from './voucher-burn-form';
import { VoucherCard } from './voucher-card';
import { VoucherReverse } from './voucher-reverse';

interface VoucherPanelProps {
  voucher: VoucherDetail;
  refresh: () => void;
}

/**
 * The voucher found: a used one says so at once, in red, with when and by whom (a clerk must not
 * read it as a go-ahead), and offers 'Estornar uso' within the window to who may; a cancelled one
 * says it cannot be used; a pending one shows its card and the form that burns it.
 */
export function VoucherPanel({ voucher, refresh }: VoucherPanelProps) {
  const { refusal, submitting, formProps } = useVoucherBurn(voucher, refresh);
  const user = useSession((state) => state.user);
  const cancelled = voucher.status === 'cancelado';
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
      {cancelled && (
        <Alert
          type="error"
          showIcon
          title={voucherMessages.cancelledTitle}
          description={voucherMessages.cancelled}
        />
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <VoucherCard voucher={voucher} />
      {voucher.is_used && can(user, 'vouchers.reverse-use') && (
        <VoucherReverse voucher={voucher} refresh={refresh} />
      )}
      {!voucher.is_used && !cancelled && <VoucherBurnForm formProps={formProps} submitting={submitting} />}
    </Flex>
  );
}
