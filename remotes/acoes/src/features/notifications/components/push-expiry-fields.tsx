import { Form, Input, Switch } from 'antd';
import { pushMessages } from '../lib/notification-labels';

/** 'Definir expiração' and, while it is on (`shown`), the required 'Data de expiração'. */
export function PushExpiryFields(props: { shown: boolean }) {
  return (
    <>
      <Form.Item name="set_expiry" label="Definir expiração" valuePropName="checked">
        <Switch />
      </Form.Item>
      {props.shown && (
        <Form.Item
          name="expires_at"
          label="Data de expiração"
          rules={[{ required: true, message: pushMessages.expiresAt }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      )}
    </>
  );
}
