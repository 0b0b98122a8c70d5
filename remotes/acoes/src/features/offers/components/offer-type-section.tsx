import { DISCOUNT_OFFER_TYPES, GASOLINE_TYPES, type OfferType } from '@fidelidade/contract/enums';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { offerMessages } from '../lib/offer-messages';

const above = (min: number, max: number, message: string): Rule => ({
  validator(_rule, value: number | null | undefined) {
    const ok = typeof value === 'number' && value > min && value <= max;
    return ok ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

function GasolineFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="gasoline_price"
          label="Preço da gasolina (R$)"
          rules={[above(0, Number.POSITIVE_INFINITY, offerMessages.gasolinePrice)]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
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
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="max_liters"
          label="Máximo de litros"
          rules={[{ type: 'number', min: 1, message: offerMessages.maxLiters }]}
        >
          {/* No `min`: InputNumber would silently turn 0 into 1 on blur and the message never show. */}
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The block that depends on the offer type (docs/product.md §3, §5). */
export function OfferTypeSection() {
  const type = Form.useWatch<OfferType>('offer_type');
  if (type === 'GASOLINE_SPECIAL') return <GasolineFields />;
  if (type && DISCOUNT_OFFER_TYPES.includes(type)) {
    return (
      <Form.Item
        name="discount_percentage"
        label="Percentual de desconto (%)"
        rules={[above(0, 100, offerMessages.discount)]}
      >
        <InputNumber min={0} max={100} step={0.01} style={{ width: '100%' }} />
      </Form.Item>
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
