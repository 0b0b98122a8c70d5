import type { PointsRule } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { NumberField } from '@fidelidade/ui/number-input';
import { Alert, Button, Flex, Form, Input, Switch } from 'antd';
import { useRuleEditForm } from '../hooks/use-rule-edit-form';
import { type RuleFormValues, ruleMessages as text, versionSummary } from '../lib/rule-form';

const weightRange = { required: true, min: 0, max: 9999.99, message: text.weightRange };

/** Nome, Peso (%), Ativa and Vigente a partir de (default: now). */
export function RuleEditForm(props: { rule: PointsRule; onSaved: () => void; onCancel: () => void }) {
  const { formProps, effectiveRules, saving } = useRuleEditForm(props.rule, props.onSaved);
  const next = props.rule.next_change;
  return (
    <Form<RuleFormValues> {...formProps} aria-label={text.editTitle}>
      {next && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={text.scheduledNotice(formatDateTime(next.effective_from), versionSummary(next))}
        />
      )}
      <Form.Item
        name="name"
        label={text.name}
        rules={[{ required: true, whitespace: true, message: text.nameRequired }]}
      >
        <Input maxLength={150} />
      </Form.Item>
      <NumberField
        name="weight_percent"
        label={text.weight}
        extra={text.weightHint}
        format={{ kind: 'percent', decimals: 2 }}
        range={weightRange}
      />
      <Form.Item name="is_active" label={text.active} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="effective_from"
        label={text.effectiveFrom}
        extra={text.effectiveHint}
        rules={effectiveRules}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={props.onCancel} disabled={saving}>
          {text.cancel}
        </Button>
        <Button type="primary" htmlType="submit" disabled={saving} aria-busy={saving}>
          {saving ? text.saving : text.save}
        </Button>
      </Flex>
    </Form>
  );
}
