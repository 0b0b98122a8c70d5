import type { ApprovalSettings } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { NumberField, type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';
import { App, Button, Checkbox, Form } from 'antd';
import { useSaveApprovalSettings } from '../api/approvals';
import { approvalMessages as text } from '../lib/approval-messages';

interface ThresholdValues {
  points_adjustment_threshold: NumberFieldValue;
  rule_changes_need_approval: boolean;
  offer_budget_threshold_points: NumberFieldValue;
}

/**
 * What waits for another ADMIN: manual adjustments above a number of points, every points rule's
 * edit, offers whose budget can take more points than a limit (blank: none waits).
 */
export function ApprovalThresholdForm(props: { settings: ApprovalSettings }) {
  const [form] = Form.useForm<ThresholdValues>();
  const { message } = App.useApp();
  const save = useSaveApprovalSettings();
  const onFinish = (values: ThresholdValues) => {
    save.mutate(
      {
        points_adjustment_threshold: numberOf(values.points_adjustment_threshold),
        rule_changes_need_approval: values.rule_changes_need_approval,
        offer_budget_threshold_points: numberOf(values.offer_budget_threshold_points),
      },
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
      initialValues={props.settings}
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
      <Form.Item name="rule_changes_need_approval" valuePropName="checked" extra={text.rulesHint}>
        <Checkbox>{text.rules}</Checkbox>
      </Form.Item>
      <NumberField
        name="offer_budget_threshold_points"
        label={text.offerBudget}
        extra={text.offerBudgetHint}
        format={{ kind: 'integer' }}
        range={{ message: text.offerBudgetRange, min: 1, max: 2_147_483_647 }}
      />
      <Button type="primary" htmlType="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {text.save}
      </Button>
    </Form>
  );
}
