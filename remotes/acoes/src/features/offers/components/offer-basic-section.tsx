import { OFFER_TYPE_LABELS, OFFER_TYPES } from '@fidelidade/contract/enums';
import { NumberField } from '@fidelidade/ui/number-input';
import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { FieldRow } from '../../../components/field-row';
import { isAfter } from '../../../lib/local-date-time';
import { offerMessages } from '../lib/offer-messages';

const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator(_rule, value: string | undefined) {
    return isAfter(value, getFieldValue('valid_from')) === false
      ? Promise.reject(new Error(offerMessages.endAfterStart))
      : Promise.resolve();
  },
});

export function OfferBasicSection() {
  return (
    <>
      <Form.Item
        name="title"
        label="Título"
        rules={[{ required: true, whitespace: true, message: offerMessages.title }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Descrição">
        <Input.TextArea rows={3} />
      </Form.Item>
      <FieldRow perRow={2}>
        <Form.Item name="offer_type" label="Tipo de oferta">
          <Select options={OFFER_TYPES.map((type) => ({ value: type, label: OFFER_TYPE_LABELS[type] }))} />
        </Form.Item>
        <NumberField
          name="points_cost"
          label="Custo em pontos"
          format={{ kind: 'integer' }}
          range={{ required: true, min: 0, message: offerMessages.pointsCost }}
        />
        <Form.Item
          name="valid_from"
          label="Válida de"
          rules={[{ required: true, message: offerMessages.validFrom }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          name="valid_until"
          label="Válida até"
          dependencies={['valid_from']}
          rules={[{ required: true, message: offerMessages.validUntil }, endAfterStart]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </FieldRow>
      <Form.Item name="is_active" label="Promoção ativa" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
