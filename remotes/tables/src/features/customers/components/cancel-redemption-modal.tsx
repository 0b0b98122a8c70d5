import type { Voucher } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useCancelRedemptionForm } from '../hooks/use-cancel-redemption-form';
import { cancelMessages as text } from '../lib/cancel-redemption';

const reasonRules = [
  {
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim().length >= 3 ? Promise.resolve() : Promise.reject(new Error(text.reasonRequired)),
  },
  { max: 500, message: text.reasonTooLong },
];

function CancelRedemptionForm(props: {
  customerId: number;
  voucher: Voucher;
  onDone: () => void;
  onBack: () => void;
}) {
  const { formProps, submitting, refusal } = useCancelRedemptionForm(
    props.customerId,
    props.voucher,
    props.onDone,
  );
  return (
    <Form<{ reason: string }> {...formProps}>
      <Typography.Paragraph strong>
        {text.question(props.voucher.voucher_code, props.voucher.offer_title)}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {text.consequence(formatNumber(props.voucher.points_spent))}
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="reason" label={text.reason} rules={reasonRules} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={props.onBack} disabled={submitting}>
          {text.back}
        </Button>
        <Button type="primary" danger htmlType="submit" disabled={submitting} aria-busy={submitting}>
          {text.action}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * 'Cancelar resgate' of a pending voucher: asks first, with the reason required, and says the
 * points come back. Mounted only while open; closing it with a reason typed asks first.
 */
export function CancelRedemptionModal(props: { customerId: number; voucher: Voucher; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () => confirmDiscard(dirty, props.onClose);
  return (
    <Modal open title={text.title} footer={null} onCancel={close} destroyOnHidden>
      <FormDraft dirty={dirty} onChange={() => setDirty(true)}>
        <CancelRedemptionForm
          customerId={props.customerId}
          voucher={props.voucher}
          onDone={props.onClose}
          onBack={close}
        />
      </FormDraft>
    </Modal>
  );
}
