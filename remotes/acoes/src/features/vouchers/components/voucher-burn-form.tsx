import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Form, type FormProps, Input, InputNumber } from 'antd';
import type { BurnFormValues } from '../lib/burn-body';
import { voucherMessages } from '../lib/voucher-messages';

interface VoucherBurnFormProps {
  formProps: FormProps<BurnFormValues>;
  submitting: boolean;
}

/** Purchase value (pt-BR: '150,90') and the sale's reference, then 'Confirmar uso'. */
export function VoucherBurnForm({ formProps, submitting }: VoucherBurnFormProps) {
  return (
    <Form<BurnFormValues> {...formProps} style={{ marginTop: 16 }}>
      <Form.Item
        name="purchase_value"
        label={voucherMessages.purchaseValue}
        extra={voucherMessages.purchaseHint}
        rules={[
          {
            validator: (_rule, value: string | null | undefined) =>
              value === null || value === undefined || value === '' || Number(value) > 0
                ? Promise.resolve()
                : Promise.reject(new Error(voucherMessages.purchaseInvalid)),
          },
        ]}
      >
        {/* stringMode keeps the cents exact; the comma is the pt-BR decimal separator. */}
        <InputNumber<string>
          stringMode
          size="large"
          min="0"
          precision={2}
          decimalSeparator=","
          prefix="R$"
          inputMode="decimal"
          placeholder="0,00"
          style={{ width: '100%' }}
        />
      </Form.Item>
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
