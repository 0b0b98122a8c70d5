import { RollbackOutlined } from '@ant-design/icons';
import type { VoucherDetail } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useVoucherReverse } from '../hooks/use-voucher-reverse';
import { canStillReverse } from '../lib/reversal-window';
import { voucherMessages as text } from '../lib/voucher-messages';

const reasonRules = [
  {
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim().length >= 3
        ? Promise.resolve()
        : Promise.reject(new Error(text.reverseReasonRequired)),
  },
  { max: 500, message: text.reverseReasonTooLong },
];

interface ReverseProps {
  voucher: VoucherDetail;
  refresh: () => void;
}

function ReverseForm(props: ReverseProps & { onDone: () => void; onBack: () => void }) {
  const { formProps, submitting, refusal } = useVoucherReverse(props.voucher, props.refresh, props.onDone);
  return (
    <Form<{ reason: string }> {...formProps}>
      <Typography.Paragraph>{text.reverseExplain}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="reason" label={text.reverseReason} rules={reasonRules} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={props.onBack} disabled={submitting} style={{ minHeight: 48 }}>
          {text.back}
        </Button>
        <Button type="primary" danger htmlType="submit" loading={submitting} style={{ minHeight: 48 }}>
          {text.reverse}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * A used voucher's 'Estornar uso' (vouchers.reverse-use), while the programme's window after the
 * burn is open: asks first with the reason, and says the voucher returns to 'Pendente' and can be
 * burned again. After the window it says when the window ended.
 */
export function VoucherReverse(props: ReverseProps) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () => confirmDiscard(dirty, () => setOpen(false));
  const until = props.voucher.reversible_until;
  if (!canStillReverse(props.voucher, Date.now()))
    return until ? (
      <Typography.Text type="secondary">{text.reversalOver(formatDateTime(until))}</Typography.Text>
    ) : null;
  return (
    <Flex vertical gap={8}>
      {until && (
        <Typography.Text type="secondary">{text.reversibleUntil(formatDateTime(until))}</Typography.Text>
      )}
      <Button
        danger
        size="large"
        icon={<RollbackOutlined />}
        style={{ minHeight: 48, alignSelf: 'flex-start' }}
        onClick={() => {
          setDirty(false);
          setOpen(true);
        }}
      >
        {text.reverse}
      </Button>
      <Modal
        open={open}
        title={text.reverseTitle(props.voucher.voucher_code)}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <FormDraft dirty={open && dirty} onChange={() => setDirty(true)}>
          <ReverseForm
            voucher={props.voucher}
            refresh={props.refresh}
            onDone={() => setOpen(false)}
            onBack={close}
          />
        </FormDraft>
      </Modal>
    </Flex>
  );
}
