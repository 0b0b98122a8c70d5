import { DISCOUNT_OFFER_TYPES, GASOLINE_TYPES, type OfferType } from '@fidelidade/contract/enums';
import { NumberField } from '@fidelidade/ui/number-input';
import { Alert, Form, Input, Select } from 'antd';
import { FieldRow } from '../../../components/field-row';
import { offerMessages } from '../lib/offer-messages';

function GasolineFields() {
  return (
    <FieldRow perRow={3}>
      <NumberField
        name="gasoline_price"
        label="Preço da gasolina (R$)"
        format={{ kind: 'money' }}
        range={{ required: true, above: 0, message: offerMessages.gasolinePrice }}
      />
      <Form.Item
        name="gasoline_type"
        label="Tipo de combustível"
        rules={[{ required: true, message: offerMessages.gasolineType }]}
      >
        <Select
          placeholder="Selecione o combustível"
          options={GASOLINE_TYPES.map((type) => ({ value: type, label: type }))}
        />
      </Form.Item>
      <NumberField
        name="max_liters"
        label="Máximo de litros"
        format={{ kind: 'decimal' }}
        range={{ min: 1, message: offerMessages.maxLiters }}
      />
    </FieldRow>
  );
}

/** The block that depends on the offer type (docs/product.md §3, §5). */
export function OfferTypeSection() {
  const type = Form.useWatch<OfferType>('offer_type');
  if (type === 'GASOLINE_SPECIAL') return <GasolineFields />;
  if (type && DISCOUNT_OFFER_TYPES.includes(type)) {
    return (
      <NumberField
        name="discount_percentage"
        label="Percentual de desconto (%)"
        format={{ kind: 'percent' }}
        range={{ required: true, above: 0, max: 100, message: offerMessages.discount }}
      />
    );
  }
  if (type === 'GIFT') {
    return (
      <Form.Item name="gift_description" label="Descrição do brinde">
        <Input.TextArea rows={2} />
      </Form.Item>
    );
  }
  if (type === 'TIME_LIMITED') {
    return (
      <Alert
        type="info"
        showIcon
        title="Oferta por horário: defina o horário de início, o horário de fim e os dias da semana na restrição de horário das configurações avançadas."
      />
    );
  }
  return null;
}
