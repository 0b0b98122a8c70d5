import type { Notification } from '@fidelidade/contract';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useScheduledPushEdit } from '../hooks/use-scheduled-push-edit';
import { priorityOptions, pushMessages } from '../lib/notification-labels';
import type { ScheduledPushValues } from '../lib/scheduled-push-values';

/** 'Editar agendamento': the push's text, priority and times while it has not gone out. */
export function ScheduledPushEditModal(props: { notification: Notification; onClose: () => void }) {
  const { formProps, saving, save, close } = useScheduledPushEdit(props.notification, props.onClose);
  const setExpiry = Form.useWatch('set_expiry', formProps.form);
  return (
    <Modal
      open
      title="Editar notificação agendada"
      okText="Salvar alterações"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={save}
      onCancel={close}
      destroyOnHidden
    >
      <Form<ScheduledPushValues> {...formProps} aria-label="Editar notificação agendada">
        <Form.Item
          name="title"
          label="Título"
          rules={[{ required: true, whitespace: true, message: pushMessages.title }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="message"
          label="Mensagem"
          rules={[{ required: true, whitespace: true, message: pushMessages.message }]}
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="priority" label="Prioridade">
          <Select options={priorityOptions} />
        </Form.Item>
        <Form.Item
          name="scheduled_for"
          label="Data de agendamento"
          rules={[{ required: true, message: pushMessages.scheduledFor }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="set_expiry" label="Definir expiração" valuePropName="checked">
          <Switch />
        </Form.Item>
        {setExpiry && (
          <Form.Item
            name="expires_at"
            label="Data de expiração"
            rules={[{ required: true, message: pushMessages.expiresAt }]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
