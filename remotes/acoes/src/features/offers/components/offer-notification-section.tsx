import { Form, Input, Switch } from 'antd';

export function OfferNotificationSection() {
  const autoNotify = Form.useWatch<boolean>('auto_notify');
  return (
    <>
      <Form.Item name="auto_notify" label="Notificar clientes automaticamente" valuePropName="checked">
        <Switch />
      </Form.Item>
      {autoNotify && (
        <Form.Item
          name="notification_message"
          label="Mensagem da notificação"
          extra="Opcional: sem mensagem, o texto padrão da promoção é usado."
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
    </>
  );
}
