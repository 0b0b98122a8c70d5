import { Form, Input } from 'antd';
import { FieldRow } from '../../../components/field-row';
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
      <FieldRow perRow={2}>
        <Form.Item
          name="start_time"
          label="Horário de início"
          rules={[{ required: true, message: offerMessages.startTime }]}
        >
          <Input type="time" />
        </Form.Item>
        <Form.Item
          name="end_time"
          label="Horário de fim"
          rules={[{ required: true, message: offerMessages.endTime }]}
        >
          <Input type="time" />
        </Form.Item>
      </FieldRow>
      <Form.Item name="valid_days" label="Dias da semana" rules={[atLeastOneDay]}>
        <WeekdayPicker />
      </Form.Item>
    </>
  );
}
