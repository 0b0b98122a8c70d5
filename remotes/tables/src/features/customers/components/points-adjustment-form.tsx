import { NumberField } from '@fidelidade/ui/number-input';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { usePointsAdjustmentForm } from '../hooks/use-points-adjustment-form';
import { maxPointsAdjustment, type PointsAdjustmentValues } from '../lib/points-adjustment';

const pointsRange = {
  required: true,
  requiredMessage: 'Informe a quantidade de pontos.',
  min: 1,
  max: maxPointsAdjustment,
  message: 'Informe um número inteiro de pontos entre 1 e 1.000.000.',
};

// One message for empty, blank and too short (the API's own), so the field never shows two.
const reasonRules = [
  {
    validator: (_: unknown, value: string | undefined) =>
      (value ?? '').trim().length >= 3
        ? Promise.resolve()
        : Promise.reject(new Error('Informe o motivo do ajuste (mínimo de 3 caracteres).')),
  },
  { max: 500, message: 'O motivo do ajuste pode ter no máximo 500 caracteres.' },
];

/** Crédito or Débito, how many points and why (the ledger keeps the reason and who made it). */
export function PointsAdjustmentForm(props: {
  customerId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { formProps, submitting } = usePointsAdjustmentForm(props.customerId, props.onDone);
  return (
    <Form<PointsAdjustmentValues> {...formProps}>
      <Form.Item name="direction" label="Tipo">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'credit', label: 'Crédito' },
            { value: 'debit', label: 'Débito' },
          ]}
        />
      </Form.Item>
      <NumberField name="points" label="Pontos" format={{ kind: 'integer' }} range={pointsRange} />
      <Form.Item name="reason" label="Motivo" rules={reasonRules} required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={props.onCancel} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Registrar ajuste
        </Button>
      </Flex>
    </Form>
  );
}
