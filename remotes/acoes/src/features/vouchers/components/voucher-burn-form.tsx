import { CheckCircleOutlined } from '@ant-design/icons';
import { NumberField } from '@fidelidade/ui/number-input';
import { Button, Form, type FormProps, Input } from 'antd';
import type { BurnFormValues } from '../lib/burn-body';
import { voucherMessages } from '../lib/voucher-messages';

interface VoucherBurnFormProps {
  formProps: FormProps<BurnFormValues>;
  submitting: boolean;
}

/** Purchase value as typed in pt-BR ('1.234,56', a pasted 'R$ 89,90') and the sale's reference. */
export function VoucherBurnForm({ formProps, submitting }: VoucherBurnFormProps) {
  return (
    <Form<BurnFormValues> {...formProps} style={{ marginTop: 16 }}>
      <NumberField
        name="purchase_value"
        label={voucherMessages.purchaseValue}
        extra={voucherMessages.purchaseHint}
        format={{ kind: 'money' }}
        range={{ above: 0, message: voucherMessages.purchaseInvalid }}
        inputProps={{ size: 'large', placeholder: '0,00', autoComplete: 'off' }}
      />
      <Form.Item
        name="reference_code"
        label={voucherMessages.referenceCode}
        extra={voucherMessages.referenceHint}
      >
        <Input size="large" maxLength={64} autoComplete="off" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        icon={<CheckCircleOutlined />}
        loading={submitting}
        style={{ minHeight: 48 }}
      >
        {voucherMessages.confirm}
      </Button>
    </Form>
  );
}
