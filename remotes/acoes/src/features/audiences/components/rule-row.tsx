import { DeleteOutlined } from '@ant-design/icons';
import type { AudienceField } from '@fidelidade/contract/enums';
import {
  NumberField,
  type NumberFieldValue,
  NumberInput,
  numberOf,
  readableNumberRule,
} from '@fidelidade/ui/number-input';
import { Button, Form, type FormInstance, Input, Select, Space } from 'antd';
import {
  type AudienceFormValues,
  audienceMessages,
  fieldOptions,
  firstOp,
  fixedValueOptions,
  opOptions,
  paramsOf,
} from '../lib/audience-form';

export interface ValueChoices {
  dealerships: Array<{ value: number; label: string }>;
  offers: Array<{ value: number; label: string }>;
}

const INTEGER = { kind: 'integer' } as const;
const MONEY = { kind: 'money' } as const;
const dayRange = { message: audienceMessages.days, required: true, min: 1, max: 3650 };

interface RuleRowProps {
  form: FormInstance<AudienceFormValues>;
  group: number;
  rule: number;
  choices: ValueChoices;
  onRemove: () => void;
}

/** One rule of a group: the customer fact, its comparison and what the comparison needs. */
export function RuleRow({ form, group, rule, choices, onRemove }: RuleRowProps) {
  const path = ['groups', group, 'rules', rule] as const;
  const field = Form.useWatch([...path, 'field'], form) as AudienceField | undefined;
  const op = Form.useWatch([...path, 'op'], form);
  const params = paramsOf(field, op);
  const label = (what: string) => `${what} (grupo ${group + 1}, regra ${rule + 1})`;
  const valueOptions =
    field === 'home_dealership'
      ? choices.dealerships
      : field === 'redeemed_offer'
        ? choices.offers
        : (fixedValueOptions[field as AudienceField] ?? []);
  // A new fact takes its first comparison and none of the old parameters.
  const onFieldChange = (next: AudienceField) =>
    form.setFieldValue(['groups', group, 'rules', rule], { field: next, op: firstOp(next) });
  const moneyOrPoints = field === 'total_spent' ? MONEY : INTEGER;
  return (
    <Space wrap align="start" data-testid={`regra-${group}-${rule}`}>
      <Form.Item
        name={[rule, 'field']}
        label={label('Dado')}
        rules={[{ required: true, message: audienceMessages.field }]}
      >
        <Select options={fieldOptions} virtual={false} style={{ minWidth: 200 }} onChange={onFieldChange} />
      </Form.Item>
      <Form.Item
        name={[rule, 'op']}
        label={label('Comparação')}
        rules={[{ required: true, message: audienceMessages.op }]}
      >
        <Select options={opOptions(field)} style={{ minWidth: 160 }} />
      </Form.Item>
      {params === 'values' && (
        <Form.Item
          name={[rule, 'values']}
          label={label('Valores')}
          rules={[{ required: true, type: 'array', min: 1, message: audienceMessages.values }]}
        >
          <Select
            mode={field === 'city' ? 'tags' : 'multiple'}
            options={valueOptions}
            optionFilterProp="label"
            virtual={false}
            style={{ minWidth: 220 }}
            placeholder={field === 'city' ? 'Digite e tecle Enter' : 'Escolha'}
          />
        </Form.Item>
      )}
      {params === 'range' && (
        <>
          <Form.Item
            name={[rule, 'min']}
            label={label('Mínimo')}
            dependencies={[[...path, 'max']]}
            validateFirst
            rules={[
              readableNumberRule(moneyOrPoints),
              {
                validator: (_rule, value: NumberFieldValue) => {
                  const min = numberOf(value);
                  const max = numberOf(form.getFieldValue([...path, 'max']) as NumberFieldValue);
                  if (min === null && max === null) return Promise.reject(new Error(audienceMessages.range));
                  if ((min ?? 0) < 0 || (max ?? 0) < 0)
                    return Promise.reject(new Error(audienceMessages.negative));
                  if (min !== null && max !== null && min > max)
                    return Promise.reject(new Error(audienceMessages.rangeOrder));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <NumberInput format={moneyOrPoints} />
          </Form.Item>
          <Form.Item name={[rule, 'max']} label={label('Máximo')} rules={[readableNumberRule(moneyOrPoints)]}>
            <NumberInput format={moneyOrPoints} />
          </Form.Item>
        </>
      )}
      {params === 'days' && (
        <>
          <NumberField name={[rule, 'days']} label={label('Dias')} format={INTEGER} range={dayRange} />
          {field === 'points_expiring' && (
            <NumberField
              name={[rule, 'min']}
              label={label('Pelo menos (pontos)')}
              format={INTEGER}
              range={{ message: 'Informe pontos inteiros a partir de 1.', min: 1 }}
            />
          )}
        </>
      )}
      {params === 'date' && (
        <Form.Item
          name={[rule, 'date']}
          label={label('Data')}
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: audienceMessages.date }]}
        >
          <Input type="date" />
        </Form.Item>
      )}
      <Button
        aria-label={`Remover regra ${rule + 1} do grupo ${group + 1}`}
        icon={<DeleteOutlined />}
        onClick={onRemove}
      />
    </Space>
  );
}
