import type { ApprovalSettings } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { NumberField, type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';
import { App, Button, Form } from 'antd';
import { useSaveApprovalSettings } from '../api/approvals';
import { approvalMessages as text } from '../lib/approval-messages';

interface ThresholdValues {
  points_adjustment_threshold: NumberFieldValue;
}

/** The threshold above which a manual adjustment waits for another ADMIN (blank: none waits). */
export function ApprovalThresholdForm(props: { settings: ApprovalSettings }) {
  const [form] = Form.useForm<ThresholdValues>();
  const { message } = App.useApp();
  const save = useSaveApprovalSettings();
  const onFinish = (values: ThresholdValues) => {
    save.mutate(
      { points_adjustment_threshold: numberOf(values.points_adjustment_threshold) },
      {
        onSuccess: () => void message.success(text.saved),
        onError: async (error) => void message.error(await getErrorMessage(error, text.saveFailed)),
      },
    );
  };
  return (
    <Form<ThresholdValues>
      form={form}
      layout="vertical"
      aria-label={text.settingsTitle}
      initialValues={{ points_adjustment_threshold: props.settings.points_adjustment_threshold }}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
    >
      <NumberField
        name="points_adjustment_threshold"
        label={text.threshold}
        extra={text.thresholdHint}
        format={{ kind: 'integer' }}
        range={{ message: text.thresholdRange, min: 1, max: 1_000_000 }}
      />
      <Button type="primary" htmlType="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {text.save}
      </Button>
    </Form>
  );
}
