import { Col, Form, Input, Row } from 'antd';
import { offerMessages } from '../lib/offer-messages';
import { WeekdayPicker } from './weekday-picker';

const atLeastOneDay = {
  validator(_rule: unknown, value: number[] | undefined) {
    return value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(offerMessages.weekdays));
  },
};

export function OfferTimeRestriction() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="start_time"
            label="Horário de início"
            rules={[{ required: true, message: offerMessages.startTime }]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="end_time"
            label="Horário de fim"
            rules={[{ required: true, message: offerMessages.endTime }]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="valid_days" label="Dias da semana" rules={[atLeastOneDay]}>
        <WeekdayPicker />
      </Form.Item>
    </>
  );
}
